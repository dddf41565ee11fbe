// Incidents area: search criteria, incident search rows, CPOMS push (issue 3).
export {};
