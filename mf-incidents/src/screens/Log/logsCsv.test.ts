import { LOG_CSV_COLUMNS, logsCsv, logsFileName } from './logsCsv';

const row = (submission: number, questionKey: string, response: string) => ({
  id: submission * 100 + questionKey.length,
  submission,
  questionKey,
  response,
});

describe('logs CSV', () => {
  it('writes one quoted line per log with dd/mm/yyyy dates and neutralised formula cells', () => {
    const responses = new Map([
      [
        1,
        [
          row(1, 'concernDate', '2026-11-22'),
          row(1, 'concernTime', '09:15'),
          row(1, 'positiveNegative', 'Negative'),
          row(1, 'concern', '=HYPERLINK("http://evil.test","click")'),
          row(1, 'action', 'Spoke to parent'),
          row(1, 'actionDate', '2026-11-23'),
        ],
      ],
    ]);
    const csv = logsCsv([{ id: 1, createdAt: '2026-11-22T09:20:00Z' }], responses);
    const [header, line] = csv.split(/\r?\n/);
    expect(header).toBe(LOG_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(line).toBe(
      '"22/11/2026","09:15","Negative","\'=HYPERLINK(""http://evil.test"",""click"")","Spoke to parent","23/11/2026",""',
    );
  });

  it('names the file after the person and the day, without characters a file name cannot hold', () => {
    expect(logsFileName('Beth/Adams', new Date(2026, 10, 24))).toBe(
      'BeSmart - Logs - Beth Adams - 24-11-2026.csv',
    );
  });
});
