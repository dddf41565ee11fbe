// Administration area: bulk import of service users and staff (issue 4).
export {};
