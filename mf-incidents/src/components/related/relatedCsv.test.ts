import Papa from 'papaparse';
import { incidentRow } from '../../screens/IncidentSearch/fixtures';
import { neutraliseCell, relatedIncidentsCsv, relatedIncidentsFileName } from './relatedCsv';

describe('Related Incidents CSV', () => {
  it('is named after the day', () => {
    expect(relatedIncidentsFileName(new Date(2026, 10, 5))).toBe(
      'BeSmart - Related Incidents - 05-11-2026.csv',
    );
  });

  it('has the five columns and a link to each incident', () => {
    const csv = relatedIncidentsCsv(
      [
        incidentRow(),
        incidentRow({ id: 5, reference: '7', subtype: 'highlevel', dateOfIncident: null }),
      ],
      'https://portal.test',
    );
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual([
      'Reference',
      'first name',
      'last name',
      'Incident Date',
      'Incident Link',
    ]);
    expect(parsed[1]).toEqual([
      'besmart-42',
      'Beth',
      'Adams',
      '03/11/2026',
      'https://portal.test/incident/4/edit/101',
    ]);
    expect(parsed[2]).toEqual([
      'besmart-7',
      'Beth',
      'Adams',
      'No Date',
      'https://portal.test/incident/high-level/4/edit/5',
    ]);
  });

  it.each(['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx'])(
    'neutralises a formula cell %p',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text alone and neutralises names that start a formula', () => {
    expect(neutraliseCell('Beth')).toBe('Beth');
    const csv = relatedIncidentsCsv([incidentRow({ firstname: '=HYPERLINK("x")' })], 'https://p');
    expect(Papa.parse<string[]>(csv).data[1]![1]).toBe(`'=HYPERLINK("x")`);
  });
});
