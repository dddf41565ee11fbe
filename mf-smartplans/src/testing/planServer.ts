// The API a Smart Plans test talks to: test-kit's real local HTTP server with the shapes of
// shared-api/schemas/smartplans.ts and server/src/modules/smartplans/README.md.
import type { PlanPrefill } from 'shared-api/schemas';
import { startTestServer, type TestServer } from 'test-kit';

export const PERSON = { id: 41, firstName: 'Ava', lastName: 'Brown', reference: 'L1001' };
export const OTHER = { id: 42, firstName: 'Ben', lastName: 'Cole', reference: 'L1002' };
export const STAFF = [
  { id: 12, firstName: 'Lee', lastName: 'Lead', email: 'lead@demo-school.test' },
  { id: 13, firstName: 'Sam', lastName: 'Turner', email: 'staff@demo-school.test' },
];
export const CONTACT = {
  firstName: 'Maria',
  lastName: 'Brown',
  email: 'maria@example.test',
  role: 'Mother',
};

const list = (original: string[], extra: string[] = []) =>
  JSON.stringify({
    original: original.map((value) => ({ checked: true, value })),
    extra: extra.map((value) => ({ checked: true, value })),
  });

/** A pre-fill from incidents: every required list has an original item, dates are not set. */
export function incidentPrefill(overrides: Partial<PlanPrefill> = {}): PlanPrefill {
  return {
    subject: { id: PERSON.id, firstName: PERSON.firstName, lastName: PERSON.lastName },
    source: 'incidents',
    formId: null,
    draftId: null,
    answers: {
      additionalAdjustments: list(['Quiet room at lunch']),
      triggers: list(['Loud noise']),
      triggerSupport: list(['Ear defenders']),
      lowLevelBehaviour: list(['Fidgeting']),
      lowLevelTried: list(['Movement break']),
      mediumLevelBehaviour: list(['Shouting']),
      highLevelBehaviour: list(['Throwing objects']),
      recoveryIShow: list(['Goes quiet']),
      helpMyself: list(['Drawing']),
      staffHelp: list(['Calm voice']),
      interests: list(['Football']),
    },
    notify: [],
    evidenceUntil: '2026-11-20T10:00:00.000Z',
    logs: [
      {
        id: 301,
        log: 'Upset after break',
        recordedDate: '2026-11-02',
        recordedTime: '10:15',
        recordedBy: 'Sam Turner',
        action: 'Spoke to mum',
        actionedBy: 'Lee Lead',
        actionDate: '2026-11-03',
      },
    ],
    techniques: [
      { name: 'Humour', kind: 'deescalation', average: 3 },
      { name: 'Giving Space', kind: 'deescalation', average: 8.25 },
      { name: 'Guiding hold', kind: 'physical', average: 0 },
    ],
    keyContacts: [CONTACT],
    ...overrides,
  };
}

export interface PlanApiOptions {
  prefill?: (userId: number) => PlanPrefill | { status: number; error: string };
}

export async function startPlanApi(options: PlanApiOptions = {}): Promise<TestServer> {
  const server = await startTestServer();
  // As GET /api/user answers the person fields: a name prefix (q) or exactly some ids.
  server.on('GET /api/user', (request) => {
    let rows: { id: number; firstName: string; lastName: string }[] =
      request.query.type === 'user' ? STAFF : [PERSON, OTHER];
    const { q, ids } = request.query;
    if (ids !== undefined) {
      const wanted = new Set(ids.split(',').map(Number));
      rows = rows.filter((p) => wanted.has(p.id));
    } else if (q) {
      const text = q.trim().toLowerCase();
      rows = rows.filter((p) =>
        [`${p.firstName} ${p.lastName}`, `${p.lastName} ${p.firstName}`].some((n) =>
          n.toLowerCase().startsWith(text),
        ),
      );
    }
    return { body: { data: rows, page: { total: rows.length } } };
  });
  for (const person of [PERSON, OTHER]) {
    server.on(`GET /api/smartplan/prefill/${person.id}`, () => {
      const prefill = options.prefill?.(person.id) ?? incidentPrefill();
      if ('error' in prefill) return { status: prefill.status, body: { error: prefill.error } };
      return {
        body: {
          data:
            person.id === PERSON.id
              ? prefill
              : {
                  ...prefill,
                  subject: { id: OTHER.id, firstName: OTHER.firstName, lastName: OTHER.lastName },
                },
        },
      };
    });
  }
  server.on('POST /api/formsubmission', {
    body: { data: { id: 900, reference: 77, pdfUrl: null } },
  });
  return server;
}

/** The data of the n-th POST /api/formsubmission. */
export function postedPlan(server: TestServer, n = 0) {
  const call = server.callsTo('POST /api/formsubmission')[n];
  return (call?.body as { data: Record<string, unknown> } | undefined)?.data;
}

export function responseOf(data: Record<string, unknown> | undefined, key: string) {
  const list = (data?.responses ?? []) as { questionKey: string; response: string }[];
  return list.find((r) => r.questionKey === key)?.response;
}
