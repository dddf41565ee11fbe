import { checkCriteria, checkCriterion } from './validate';
import { parseCriterionValue } from './values';

const error = (result: ReturnType<typeof checkCriterion>) =>
  'error' in result ? result.error : null;

describe('criterion values', () => {
  it.each([
    ['date', '2026-03-01', { kind: 'date', date: '2026-03-01' }],
    ['time', '9:15', { kind: 'time', time: '09:15' }],
    ['time', '24:00', { kind: 'time', time: '24:00' }],
    ['integer', 12, { kind: 'integer', n: 12 }],
    ['integer', ' -3 ', { kind: 'integer', n: -3 }],
    ['yesno', 'Yes', { kind: 'yesno', yes: true }],
    ['boolean', 'False', { kind: 'yesno', yes: false }],
    ['yesno', true, { kind: 'yesno', yes: true }],
    ['text', '  Hall ', { kind: 'text', text: 'Hall' }],
    ['autocomplete', 42, { kind: 'text', text: '42' }],
  ] as const)('%s %p parses', (type, raw, value) => {
    expect(parseCriterionValue(type, raw)).toEqual({ value });
  });

  it.each([
    ['date', '01/03/2026', 'a date as YYYY-MM-DD'],
    ['date', '2026-02-30', 'a date as YYYY-MM-DD'],
    ['time', '24:15', 'a time as HH:mm'],
    ['time', '9:5x', 'a time as HH:mm'],
    ['integer', '2.5', 'a whole number'],
    ['integer', '99999999999', 'a whole number'],
    ['yesno', 'maybe', 'Yes or No (or True/False)'],
    ['text', '   ', 'a value'],
    ['list', null, 'a value'],
  ] as const)('%s %p needs %s', (type, raw, needs) => {
    expect(parseCriterionValue(type, raw)).toEqual({ needs });
  });
});

describe('checkCriterion: the 400 messages of the API', () => {
  const techniqueKeys = new Set(['calmtalking']);
  it.each([
    [{ key: 'nope', operator: 'is', response: 'x' }, "query[0].key: unknown search field 'nope'"],
    [{ key: 'valueOf', operator: 'is' }, "query[0].key: unknown search field 'valueOf'"],
    [{ key: 'madeup', operator: 'exists' }, "query[0].key: unknown technique 'madeup'"],
    [
      { key: 'dateOfIncident', operator: 'is', response: '2026-01-01' },
      "query[0].operator: 'is' is not an operator for 'dateOfIncident' (on, after, before)",
    ],
    [
      { key: 'deescalationTechniques', operator: 'exists' },
      "query[0].operator: 'exists' is not an operator for 'deescalationTechniques' (is, is not)",
    ],
    [
      { key: 'numberStaffInvolved', operator: 'equal to', response: 'two' },
      "query[0].response: 'numberStaffInvolved' needs a whole number",
    ],
  ])('%j', (row, message) => {
    expect(error(checkCriterion(row, 0, { techniqueKeys }))).toBe(message);
  });

  it('accepts technique keys the organisation knows, and the physicalTechniques alias', () => {
    expect(
      checkCriterion({ key: 'calmtalking', operator: 'exists' }, 0, { techniqueKeys }),
    ).toEqual({ ok: { kind: 'technique', key: 'calmtalking' } });
    const alias = checkCriterion(
      { key: 'physicalTechniques', operator: 'is', response: 'Wrap' },
      0,
    );
    expect('ok' in alias && alias.ok.kind === 'field' && alias.ok.field.key).toBe(
      'physicalTechnique',
    );
  });

  it('names the first bad row', () => {
    expect(
      checkCriteria([
        { key: 'location', operator: 'is', response: 'x' },
        { key: 'serviceuser_age', operator: 'on', response: '2020-01-01', relation: 'AND' },
      ]),
    ).toEqual({
      error:
        "query[1].operator: 'on' is not an operator for 'serviceuser_age' (equal to, not equal to, greater than, less than, greater than or equal, less than or equal)",
    });
  });
});
