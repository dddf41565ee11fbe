import { resolveTerms } from 'shared-api';
import { fromResponses, sameAnswers, toResponses } from './answers';
import { techniqueQuestions } from './techniques';
import { neighbour, PAGES } from './steps';
import { defaultValues } from './wizardValues';

const terms = resolveTerms({ serviceUser: 'young person' });
const creating = { creating: true };

test('only answers with content are sent: empty text, zero, empty lists and false are skipped', () => {
  const responses = toResponses(
    {
      ...defaultValues('41'),
      location: '  ',
      witnesses: 'Jo',
      numberStaffInvolved: '0',
      staffInvolved: [],
      flagged: false,
    },
    terms,
    creating,
  );
  const keys = responses.map((r) => r.questionKey);
  expect(keys).toContain('witnesses');
  expect(keys).not.toContain('location');
  expect(keys).not.toContain('numberStaffInvolved');
  expect(keys).not.toContain('staffInvolved');
  expect(keys).not.toContain('flagged');
  // Hidden: nobody was injured / no staff named / best interest Yes.
  expect(keys).not.toContain('interventions');
  expect(keys).not.toContain('allowStaffToCollaborate');
  expect(keys).not.toContain('bestInterestConfirmQuestion');
  expect(responses.find((r) => r.questionKey === 'studentName')).toEqual({
    questionKey: 'studentName',
    questionText: 'Young Person Name',
    response: '41',
    responseType: 'number',
  });
});

test('answers of a section switched off are not sent', () => {
  const values = {
    ...defaultValues('41'),
    restrictedPhysicalInterventionUsed: 'No',
    physicalInterventionDuration: '5',
    physicalTechniques: { 'Guiding hold': '4' },
  };
  const keys = toResponses(values, terms, creating).map((r) => r.questionKey);
  expect(keys).not.toContain('physicalInterventionDuration');
  expect(keys).not.toContain('physicalTechniques');
});

test('responses round-trip: id lists, injuries and technique ratings', () => {
  const values = {
    ...defaultValues('41'),
    staffInvolved: ['13', '12'],
    medicalInterventionRequired: 'Yes',
    physicalInterventionUsed: 'Yes',
    interventions: [
      {
        injurySufferedBy: 'Staff',
        injury: 'Bruise',
        treatment: 'Ice',
        injurySufferedName: 'Sam',
        injuryTreatedBy: 'Jo',
      },
    ],
    deescalationTechniques: { Empathy: 'n/a', 'Giving Space': '9' },
    physicalTechniques: { 'Guiding hold': '4' },
  };
  const sent = toResponses(values, terms, creating);
  expect(sent.find((r) => r.questionKey === 'staffInvolved')?.response).toBe('[13,12]');
  const back = fromResponses(
    sent.map((r) => ({ questionKey: r.questionKey, response: r.response })),
  );
  expect(back.staffInvolved).toEqual(['13', '12']);
  expect(back.interventions).toEqual(values.interventions);
  expect(back.deescalationTechniques).toEqual(values.deescalationTechniques);
  expect(back.physicalTechniques).toEqual(values.physicalTechniques);
  expect(sameAnswers(sent, toResponses({ ...values }, terms, creating))).toBe(true);
  expect(sameAnswers(sent, toResponses({ ...values, witnesses: 'x' }, terms, creating))).toBe(
    false,
  );
});

test('techniques: only selected ones, effectiveness above 0 labelled and sorted descending', () => {
  const setting = JSON.stringify([
    { technique: 'Empathy', selected: true },
    { technique: 'Giving Space', selected: true },
    { technique: 'Humour', selected: false },
    { technique: 'Scripts', selected: true },
  ]);
  const questions = techniqueQuestions(setting, [
    { name: 'Scripts', average: 8.25 },
    { name: 'Giving Space', average: 3 },
    { name: 'Empathy', average: 0 },
  ]);
  expect(questions.map((q) => q.label)).toEqual([
    'Scripts (Effectiveness: 8.3)',
    'Giving Space (Effectiveness: 3)',
    'Empathy',
  ]);
  expect(techniqueQuestions('not json')).toEqual([]);
});

test('the physical techniques page is skipped both ways without a physical intervention', () => {
  const physical = PAGES.indexOf('physical');
  const none = defaultValues('41');
  expect(PAGES[neighbour(physical - 1, 1, none)]).toBe('pil');
  expect(PAGES[neighbour(physical + 1, -1, none)]).toBe('deescalation');
  const used = { ...none, restrictedPhysicalInterventionUsed: 'Yes' };
  expect(PAGES[neighbour(physical - 1, 1, used)]).toBe('physical');
  expect(neighbour(0, -1, none)).toBe(-1);
});
