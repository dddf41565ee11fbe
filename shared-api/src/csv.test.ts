import Papa from 'papaparse';
import { neutraliseCell, toCsv } from './csv';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+44 7700 900123', `'+44 7700 900123`],
    ['-5', `'-5`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['Ada Lovelace', 'Ada Lovelace'],
    ['', ''],
    ['a=b', 'a=b'],
  ])('%j -> %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });
});

describe('toCsv', () => {
  it('quotes every cell, neutralises formulas in headers and values, blanks null and undefined', () => {
    const csv = toCsv(
      ['Name', 'Year Group', '=Notes'],
      [
        ['=1+1', 7, null],
        ['O"Brien, Zoë', -3, undefined],
      ],
    );
    expect(csv.split('\r\n')[0]).toBe(`"Name","Year Group","'=Notes"`);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed).toEqual([
      ['Name', 'Year Group', "'=Notes"],
      ["'=1+1", '7', ''],
      ['O"Brien, Zoë', "'-3", ''],
    ]);
  });
});
