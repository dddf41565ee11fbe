import { directoryCsv, directoryFileName } from './directoryCsv';

describe('directory CSV', () => {
  it('writes the shown rows by name with formula cells neutralised', () => {
    const csv = directoryCsv([
      { id: 2, name: 'Zoë Ward', reference: 'L2', yearGroup: 'Year 9' },
      { id: 1, name: '=HYPERLINK("http://x.test","Amir")', reference: '-L1', yearGroup: '@7' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Name","Learner Number","Year Group"',
      `"'=HYPERLINK(""http://x.test"",""Amir"")","'-L1","'@7"`,
      '"Zoë Ward","L2","Year 9"',
    ]);
  });

  it('names the file after the page and the day', () => {
    expect(directoryFileName('Pupils', new Date(2026, 10, 2))).toBe(
      'BeSmart - Pupils - 02-11-2026.csv',
    );
  });
});
