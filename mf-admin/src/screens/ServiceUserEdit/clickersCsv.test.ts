import { clickersCsv, clickersFileName } from './clickersCsv';

describe('clickers CSV', () => {
  it('writes newest first, dd/mm/yyyy and hh:mm, with formula cells neutralised', () => {
    const at = (d: Date) => d.toISOString();
    const csv = clickersCsv([
      { createdAt: at(new Date(2026, 2, 1, 9, 5)), behaviour: 'Calm Talking' },
      { createdAt: at(new Date(2026, 10, 20, 14, 30)), behaviour: '=HYPERLINK("http://x.test")' },
      { createdAt: at(new Date(2026, 5, 7, 23, 59)), behaviour: '+Shouting' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Date","Time","Behaviour"',
      `"20/11/2026","14:30","'=HYPERLINK(""http://x.test"")"`,
      `"07/06/2026","23:59","'+Shouting"`,
      '"01/03/2026","09:05","Calm Talking"',
    ]);
  });

  it('names the file after the person and the day', () => {
    expect(clickersFileName('Zoë Ward', new Date(2026, 10, 2))).toBe(
      'BeSmart - Clickers - Zoë Ward - 02-11-2026.csv',
    );
    expect(clickersFileName('A/B: "C"', new Date(2026, 0, 9))).toBe(
      'BeSmart - Clickers - A B C - 09-01-2026.csv',
    );
  });
});
