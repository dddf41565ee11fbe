import { DEFAULT_TERMS, resolveTerms } from 'shared-api';
import {
  INCIDENT_TO_PLAN_KEYS,
  PLAN_DRAFT_NOTE,
  PLAN_ADDED_MESSAGE,
  PLAN_LIST_KEYS,
  PLAN_TABS,
  TECHNIQUE_NOTES_SUFFIX,
} from 'shared-api/schemas';
import { DRAFT_NOTE, PLAN_ADDED } from './dialogs';
import { LIST_KEYS, NOTES_SUFFIX, questionText, TAB_QUESTIONS } from './questions';
import { STEPS } from './steps';

test('the same tabs, keys, kinds, required answers and labels as the server', () => {
  expect([...STEPS]).toEqual(PLAN_TABS.map((t) => t.title));
  TAB_QUESTIONS.forEach((questions, i) => {
    const server = PLAN_TABS[i]!.fields;
    expect(questions.map((q) => [q.key, q.kind, q.required])).toEqual(
      server.map((f) => [f.key, f.kind, f.required]),
    );
    questions.forEach((q, j) => {
      if (q.kind === 'person') return; // labelled with the organisation's term
      expect(q.label).toBe(server[j]!.label);
    });
  });
  expect([...LIST_KEYS].sort()).toEqual([...PLAN_LIST_KEYS].sort());
  expect(NOTES_SUFFIX).toBe(TECHNIQUE_NOTES_SUFFIX);
  expect(DRAFT_NOTE).toBe(PLAN_DRAFT_NOTE);
  expect(PLAN_ADDED).toBe(PLAN_ADDED_MESSAGE);
  // Every plan key an old incident key maps onto is a question of the wizard.
  for (const key of Object.values(INCIDENT_TO_PLAN_KEYS)) expect(LIST_KEYS.has(key)).toBe(true);
});

test('labels carry the level and the organisation terms', () => {
  const terms = resolveTerms({ ...DEFAULT_TERMS, serviceUser: 'pupil' });
  expect(questionText('studentName', terms)).toBe('Pupil');
  expect(questionText('mediumLevelTried', terms)).toBe('Medium Level: What has been tried');
  expect(questionText('highLevelBehaviour', terms)).toBe('High Level Behaviour');
  expect(questionText('Humour-notes', terms)).toBe('Humour notes');
});
