// Answers shaped as the restraint API's contract (shared-api/src/schemas/restraint.ts).
import type { DeadlineItem, RestraintRecord } from 'shared-api';

export const item = (over: Partial<DeadlineItem> = {}): DeadlineItem => ({
  state: 'open',
  dueAt: '2026-03-05T10:00:00.000Z',
  doneAt: null,
  onTime: null,
  lateByMinutes: 0,
  ...over,
});

export function record(over: Partial<RestraintRecord> = {}): RestraintRecord {
  return {
    reference: 501,
    submissionId: 900,
    version: 2,
    settingType: 'childrensHome',
    subject: { id: 4, firstName: 'Beth', lastName: 'Adams' },
    author: { id: 12, firstName: 'Lee', lastName: 'Lead' },
    incidentAt: '2026-03-04T10:00:00.000Z',
    recordedAt: '2026-03-05T13:30:00.000Z',
    location: 'Dining room',
    senStatusAtTime: 'ehcPlan',
    staffRoles: [
      { userId: 21, firstName: 'Sam', lastName: 'Staff', role: 'held' },
      { userId: 22, firstName: 'Olu', lastName: 'Observer', role: 'observed' },
    ],
    restrictiveInterventions: [
      { kind: 'physicalRestraint', start: '10:02', end: '10:07', minutes: 5 },
    ],
    parentsInformed: null,
    signOffOutdated: false,
    items: {
      recorded: item({
        state: 'done',
        dueAt: '2026-03-05T10:00:00.000Z',
        doneAt: '2026-03-05T13:30:00.000Z',
        onTime: false,
        lateByMinutes: 210,
      }),
      parentsTold: item({ state: 'overdue', dueAt: '2026-03-04T23:59:00.000Z', lateByMinutes: 90 }),
      signOff: item({ state: 'due', dueAt: '2026-03-06T10:00:00.000Z' }),
      debrief: item({ state: 'open', dueAt: '2026-03-09T10:00:00.000Z' }),
    },
    followups: [],
    maySignOff: true,
    mayRecord: true,
    keyContacts: [{ firstName: 'Pat', lastName: 'Adams', email: 'pat@example.test' }],
    ...over,
  };
}
