// Answers a service user's ethnicity and gender may take (spec 3 §5): the edit form's lists, the
// server's checks on writes and on bulk imports, and the search field options.
export const ETHNICITIES = ['white', 'mixed', 'asian', 'black', 'other'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];
export type Gender = (typeof GENDERS)[number];
