import Papa from 'papaparse';
import { splitCsv } from './imports';

const rowsOf = (csv: string) => Papa.parse<string[]>(csv).data;

describe('splitCsv', () => {
  it('gives each batch the header and keeps record positions (blank records included)', () => {
    const text = 'a,b\n1,x\n\n3,"multi\nline, with comma"\n4,y\n5,z\n\n\n';
    const batches = splitCsv(text, 2);
    expect(batches.map((b) => [b.offset, b.size])).toEqual([
      [0, 2],
      [2, 2],
      [4, 1],
    ]);
    expect(rowsOf(batches[0]!.csv)).toEqual([['a', 'b'], ['1', 'x'], ['']]);
    expect(rowsOf(batches[1]!.csv)).toEqual([
      ['a', 'b'],
      ['3', 'multi\nline, with comma'],
      ['4', 'y'],
    ]);
    // Trailing blank lines are not sent as a batch of their own.
    expect(rowsOf(batches[2]!.csv)).toEqual([
      ['a', 'b'],
      ['5', 'z'],
    ]);
  });

  it('drops a byte order mark and answers nothing for an empty file', () => {
    expect(rowsOf(splitCsv('\uFEFFa\n1\n', 5)[0]!.csv)[0]).toEqual(['a']);
    expect(splitCsv('', 5)).toEqual([]);
    expect(splitCsv('a,b\n', 5)).toEqual([]);
  });
});
