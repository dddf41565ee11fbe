import { resolveTerms } from 'shared-api';
import { chosenValues, encodeList, parseList } from './fields/dynamicList';
import { fromAnswers, sameAnswers, toResponses } from './planValues';
import { valuesFromPrefill } from './prefillValues';
import { incidentPrefill } from '../../testing/planServer';

const terms = resolveTerms(null);

test('dynamic lists: JSON, plain text from older answers, and the answered rule', () => {
  expect(parseList('Loud noise')).toEqual({
    original: [{ checked: true, value: 'Loud noise' }],
    extra: [],
  });
  const list = parseList(
    JSON.stringify({
      original: [
        { checked: false, value: 'A' },
        { checked: 'true', value: 'B' },
        { value: '' },
        'junk',
      ],
      extra: [
        { checked: true, value: '  C ' },
        { checked: true, value: '   ' },
      ],
    }),
  );
  expect(list.original).toEqual([
    { checked: false, value: 'A' },
    { checked: true, value: 'B' },
    { checked: true, value: 'junk' },
  ]);
  expect(chosenValues(list)).toEqual(['B', 'junk', 'C']);
  expect(JSON.parse(encodeList(list)!).extra).toEqual([{ checked: true, value: 'C' }]);
  // Nothing chosen: not answered, not sent.
  expect(encodeList({ original: [{ checked: false, value: 'A' }], extra: [] })).toBeUndefined();
  expect(encodeList({ original: [], extra: [{ checked: true, value: ' ' }] })).toBeUndefined();
});

test('values -> responses: only answered values; techniques by name with notes', () => {
  const responses = toResponses(
    {
      studentName: '41',
      completedBy: '0',
      riskNotes: '   ',
      dateOfPlan: '2026-11-20',
      triggers: { original: [{ checked: true, value: 'Noise' }], extra: [] },
      interests: { original: [], extra: [] },
      techniques: { Humour: { choice: 'Avoid', notes: ' no ' }, 'Giving Space': { notes: '' } },
      notify: ['maria@example.test'],
    },
    terms,
  );
  expect(responses.map((r) => [r.questionKey, r.response, r.responseType])).toEqual([
    ['dateOfPlan', '2026-11-20', 'date'],
    ['studentName', '41', 'number'],
    ['triggers', '{"original":[{"checked":true,"value":"Noise"}],"extra":[]}', 'string'],
    ['Humour', 'Avoid', 'string'],
    ['Humour-notes', 'no', 'string'],
  ]);
  expect(responses.find((r) => r.questionKey === 'dateOfPlan')?.questionText).toBe('Date of Plan');
});

test('stored answers -> values, and back to the same answers', () => {
  const values = fromAnswers([
    { questionKey: 'studentName', response: '41' },
    {
      questionKey: 'triggers',
      response: '{"original":[{"checked":true,"value":"Noise"}],"extra":[]}',
    },
    { questionKey: 'Humour', response: 'Avoid' },
    { questionKey: 'Humour-notes', response: 'no' },
    { questionKey: 'unknownKey', response: 'whatever' },
  ]);
  expect(values.techniques).toEqual({ Humour: { choice: 'Avoid', notes: 'no' } });
  expect(values).not.toHaveProperty('unknownKey');
  const again = toResponses(values, terms);
  expect(sameAnswers(again, toResponses(fromAnswers(again), terms))).toBe(true);
});

test('pre-fill: a draft keeps its dates; a new version is dated today and asks for a review date', () => {
  const now = new Date(2026, 10, 20);
  const answers = {
    ...incidentPrefill().answers,
    dateOfPlan: '2026-01-01',
    reviewDate: '2026-06-01',
    completedBy: '13',
  };
  const draft = valuesFromPrefill(
    incidentPrefill({ source: 'draft', draftId: 5, formId: 5, answers }),
    12,
    now,
  );
  expect([draft.dateOfPlan, draft.reviewDate, draft.completedBy]).toEqual([
    '2026-01-01',
    '2026-06-01',
    '13',
  ]);
  const next = valuesFromPrefill(
    incidentPrefill({ source: 'published', formId: 4, answers }),
    12,
    now,
  );
  expect([next.dateOfPlan, next.reviewDate, next.completedBy]).toEqual([
    '2026-11-20',
    undefined,
    '12',
  ]);
  // notify keeps only the person's current key contacts.
  const withNotify = valuesFromPrefill(
    incidentPrefill({
      source: 'draft',
      notify: [
        { firstName: 'Maria', lastName: 'Brown', email: 'maria@example.test' },
        { firstName: 'Old', lastName: 'Contact', email: 'gone@example.test' },
      ],
    }),
    12,
    now,
  );
  expect(withNotify.notify).toEqual(['maria@example.test']);
});
