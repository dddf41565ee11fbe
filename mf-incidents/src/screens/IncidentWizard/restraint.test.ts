import { resolveTerms } from 'shared-api';
import { fromResponses, toResponses } from './answers';
import { restraintProblem } from './restraint';
import { firstProblem } from './validation';
import { defaultValues, type WizardValues } from './wizardValues';

const terms = resolveTerms(undefined);
const high = { creating: true, highLevel: true };
const low = { creating: true, highLevel: false };

const restraint = (over: WizardValues = {}): WizardValues => ({
  ...defaultValues('4'),
  restrictedPhysicalInterventionUsed: 'Yes',
  staffInvolved: ['13', '14'],
  staffRoles: { u13: 'held', u14: 'observed', u99: 'held' },
  restrictiveInterventions: [{ kind: 'seclusion', start: '23:50', end: '00:10' }],
  whyForceNecessary: 'To stop a fall',
  senStatusAtTime: 'ehcPlan',
  ...over,
});

const answer = (values: WizardValues, key: string, ctx = high) =>
  toResponses(values, terms, ctx).find((r) => r.questionKey === key)?.response;

describe('issue 13 answers of the Physical Intervention Report', () => {
  it('sends roles only for the staff involved, complete interventions, and never senStatusAtTime', () => {
    const values = restraint({
      restrictiveInterventions: [
        { kind: 'seclusion', start: '23:50', end: '00:10' },
        { kind: 'physicalRestraint', start: '10:00' },
      ],
    });
    expect(JSON.parse(answer(values, 'staffRoles')!)).toEqual([
      { userId: 13, role: 'held' },
      { userId: 14, role: 'observed' },
    ]);
    expect(JSON.parse(answer(values, 'restrictiveInterventions')!)).toEqual([
      { kind: 'seclusion', start: '23:50', end: '00:10' },
    ]);
    expect(answer(values, 'whyForceNecessary')).toBe('To stop a fall');
    expect(answer(values, 'senStatusAtTime')).toBeUndefined();
  });

  it('asks none of them on the low-level Incident Report', () => {
    const keys = toResponses(restraint(), terms, low).map((r) => r.questionKey);
    for (const key of ['staffRoles', 'restrictiveInterventions', 'whyForceNecessary']) {
      expect(keys).not.toContain(key);
    }
    expect(restraintProblem(restraint({ staffRoles: {} }), false)).toBeUndefined();
  });

  it('reads stored answers back into the form', () => {
    const values = fromResponses([
      {
        questionKey: 'staffRoles',
        response: '[{"userId":13,"role":"held"},{"userId":0,"role":"x"}]',
      },
      {
        questionKey: 'restrictiveInterventions',
        response: '[{"kind":"seclusion","start":"09:00","end":"09:30"}]',
      },
    ]);
    expect(values.staffRoles).toEqual({ u13: 'held' });
    expect(values.restrictiveInterventions).toEqual([
      { kind: 'seclusion', start: '09:00', end: '09:30' },
    ]);
  });

  it('names the first incomplete restraint answer when a restraint was used', () => {
    const base = {
      dateOfIncident: '2026-03-04',
      location: 'Hall',
      completedBy: '12',
      studentsInvolved: ['4'],
      breathingMonitored: 'Yes',
      physicalInterventionDuration: '6',
      numberStaffInvolved: '2',
    };
    expect(
      firstProblem('incident', restraint({ ...base, staffRoles: { u13: 'held' } }), high, terms),
    ).toBe('What each member of staff did');
    expect(
      firstProblem('incident', restraint({ ...base, restrictiveInterventions: [] }), high, terms),
    ).toBe('Restraint and seclusion');
    expect(
      firstProblem(
        'incident',
        restraint({
          ...base,
          restrictiveInterventions: [{ kind: 'seclusion', start: '10:00', end: '10:00' }],
        }),
        high,
        terms,
      ),
    ).toBe('Restraint and seclusion');
    // No restraint: nothing is required, but a started entry must be finished.
    const none = { ...restraint(base), restrictedPhysicalInterventionUsed: 'No', staffRoles: {} };
    expect(restraintProblem({ ...none, restrictiveInterventions: [] }, true)).toBeUndefined();
  });
});
