export interface DirectoryRow {
  id: number;
  name: string;
  reference: string;
  yearGroup: string;
}

/** Case-insensitive: the typed text appears in the name, the learner number or the year group. */
export function filterPeople(rows: DirectoryRow[], search: string): DirectoryRow[] {
  const text = search.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return rows;
  return rows.filter((row) =>
    [row.name, row.reference, row.yearGroup].some((value) =>
      value.toLowerCase().replace(/\s+/g, ' ').includes(text),
    ),
  );
}
