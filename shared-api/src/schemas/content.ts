// Administration area: content menu items and media (issue 4).
export {};
