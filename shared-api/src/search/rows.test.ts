import { resolveTerms } from '../terms';
import { searchFields } from './catalogue';
import { emptyRow, fromQuery, isComplete, toQuery } from './rows';

const fields = searchFields(resolveTerms(null), { enablePILExtras: false });

describe('criteria rows', () => {
  it('ignores blank rows, refuses partial ones and checks dates, times and integers', () => {
    expect(toQuery([emptyRow()], fields)).toEqual([]);
    const one = (field: string, operator: string, value: string) =>
      toQuery([{ field, operator, value, relation: 'AND' }], fields);
    expect(one('location', 'is', '')).toBeNull();
    expect(one('dateOfIncident', 'on', '31/02/2026')).toBeNull();
    expect(one('numberStaffInvolved', 'equal to', '2.5')).toBeNull();
    expect(one('location', 'on', 'Hall')).toBeNull();
    expect(one('timeOfIncident', 'after', '24:15')).toBeNull();
    expect(one('Bullying', 'is', 'Yes')).toBeNull(); // not offered without enablePILExtras
    expect(one('timeOfIncident', 'after', '09:15')).toEqual([
      { key: 'timeOfIncident', operator: 'after', response: '09:15', relation: 'AND' },
    ]);
  });

  it('sends the first row with AND whatever its join says', () => {
    expect(
      toQuery([{ field: 'location', operator: 'is', value: ' Hall ', relation: 'OR' }], fields),
    ).toEqual([{ key: 'location', operator: 'is', response: 'Hall', relation: 'AND' }]);
    expect(
      isComplete({ field: 'location', operator: 'is', value: 'x', relation: 'AND' }, fields),
    ).toBe(true);
  });

  it('round-trips a saved query back into rows', () => {
    const rows = [
      {
        field: 'dateOfIncident',
        operator: 'before',
        value: '05/11/2026',
        relation: 'AND' as const,
      },
      {
        field: 'physicalTechnique',
        operator: 'exists',
        value: 'Figure of 4',
        relation: 'OR' as const,
      },
    ];
    const query = toQuery(rows, fields)!;
    expect(query).toEqual([
      { key: 'dateOfIncident', operator: 'before', response: '2026-11-05', relation: 'AND' },
      { key: 'figureof4', operator: 'exists', response: 'Figure of 4', relation: 'OR' },
    ]);
    expect(fromQuery(query, fields, { deescalation: [], physical: ['Figure of 4'] })).toEqual(rows);
    expect(fromQuery([], fields, { deescalation: [], physical: [] })).toEqual([emptyRow()]);
  });

  it("sends a report search's technique row as 'has' with no response, and reads it back", () => {
    const rows = [
      {
        field: 'deescalationTechniques',
        operator: 'has',
        value: 'Calm Talking',
        relation: 'AND' as const,
      },
    ];
    const query = toQuery(rows, fields)!;
    expect(query).toEqual([{ key: 'calmtalking', operator: 'has', relation: 'AND' }]);
    expect(fromQuery(query, fields, { deescalation: ['Calm Talking'], physical: [] })).toEqual(
      rows,
    );
    const unknown = [{ ...rows[0]!, operator: 'is' }];
    expect(toQuery(unknown, fields)).toBeNull();
  });
});
