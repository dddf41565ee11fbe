import { resolveTerms } from 'shared-api';
import { emptyRow, fromQuery, toQuery } from './criteria';
import { incidentSearchFields, operatorsFor } from './searchFields';

const fields = incidentSearchFields(resolveTerms(null), false);

describe('criteria', () => {
  it('gives each field type the operators of spec 2 §5', () => {
    expect(operatorsFor('text')).toEqual(['is', 'is not']);
    expect(operatorsFor('yesno')).toEqual(['is', 'is not']);
    expect(operatorsFor('date')).toEqual(['on', 'after', 'before']);
    expect(operatorsFor('time')).toEqual(['is', 'after', 'before']);
    expect(operatorsFor('integer')).toEqual([
      'equal to',
      'not equal to',
      'greater than',
      'less than',
      'greater than or equal',
      'less than or equal',
    ]);
    expect(operatorsFor('technique')).toEqual(['exists']);
  });

  it('offers the discrimination flags only with enablePILExtras', () => {
    expect(fields.some((f) => f.key === 'Bullying')).toBe(false);
    expect(incidentSearchFields(resolveTerms(null), true).some((f) => f.key === 'Bullying')).toBe(
      true,
    );
  });

  it('ignores blank rows, refuses partial ones and checks dates and integers', () => {
    expect(toQuery([emptyRow()], fields)).toEqual([]);
    expect(
      toQuery([{ field: 'location', operator: 'is', value: '', relation: 'AND' }], fields),
    ).toBeNull();
    expect(
      toQuery(
        [{ field: 'dateOfIncident', operator: 'on', value: '31/02/2026', relation: 'AND' }],
        fields,
      ),
    ).toBeNull();
    expect(
      toQuery(
        [{ field: 'numberStaffInvolved', operator: 'equal to', value: '2.5', relation: 'AND' }],
        fields,
      ),
    ).toBeNull();
    expect(
      toQuery([{ field: 'location', operator: 'on', value: 'Hall', relation: 'AND' }], fields),
    ).toBeNull();
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
  });
});
