// Incidents area: submissions, responses, comments, files, technique ranking (issue 3).
export {};
