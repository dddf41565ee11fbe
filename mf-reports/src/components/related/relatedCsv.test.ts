import {
  relatedClickersCsv,
  relatedClickersFileName,
  relatedLogsCsv,
  relatedLogsFileName,
  relatedIncidentsFileName,
} from './relatedCsv';

const day = new Date(2026, 10, 24, 9, 30);

describe('related lists as CSV (spec 3 §9, spec 2 §2.8)', () => {
  it('names the files with the date DD-MM-YYYY', () => {
    expect(relatedIncidentsFileName(day)).toBe('BeSmart - Related Incidents - 24-11-2026.csv');
    expect(relatedClickersFileName(day)).toBe('Related Clickers 24-11-2026.csv');
    expect(relatedLogsFileName(day)).toBe('Related Logs 24-11-2026.csv');
  });

  it('writes the clickers with Date, Child, Type, Year Group', () => {
    const csv = relatedClickersCsv([
      {
        id: 9,
        userId: 4,
        firstname: 'Zoë',
        lastname: 'Adams',
        yearGroup: null,
        createdAt: '2026-11-03T10:15:00',
        type: '+1 Kind',
      },
    ]);
    expect(csv.split(/\r?\n/)).toEqual([
      '"Date","Child","Type","Year Group"',
      `"03/11/2026 - 10:15","Zoë Adams","'+1 Kind",""`,
    ]);
  });

  it('writes the logs with Date (concern date and time), Child, group, Concern, Type, Action, Action Date', () => {
    const csv = relatedLogsCsv([
      {
        id: 3,
        userId: 4,
        firstname: 'Beth',
        lastname: 'Adams',
        group: 'Blue',
        concernDate: '2026-11-02',
        concernTime: '09:15',
        concern: '=cmd|"/c calc"!A1',
        type: 'Negative',
        action: 'Spoke to parents',
        actionDate: '2026-11-03',
      },
    ]);
    expect(csv.split(/\r?\n/)).toEqual([
      '"Date","Child","group","Concern","Type","Action","Action Date"',
      `"02/11/2026 09:15","Beth Adams","Blue","'=cmd|""/c calc""!A1","Negative","Spoke to parents","03/11/2026"`,
    ]);
  });
});
