// The API a wizard test talks to: a real local HTTP server (test-kit) with the contract's shapes.
import { cleanup } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { toast } from 'shared-ui';
import { startTestServer, type RecordedRequest, type TestServer } from 'test-kit';

export const PERSON = { id: 41, firstName: 'Ava', lastName: 'Brown', reference: 'L1001' };
export const STAFF = [
  { id: 12, firstName: 'Lee', lastName: 'Lead', email: 'lead@demo-school.test' },
  { id: 13, firstName: 'Sam', lastName: 'Turner', email: 'staff@demo-school.test' },
];
export const CONTACTS = [
  { firstName: 'Maria', lastName: 'Brown', email: 'maria@example.test', role: 'Mother' },
];

export interface WizardApiOptions {
  contacts?: typeof CONTACTS;
  deescalation?: { technique: string; selected: boolean }[];
  physical?: { technique: string; selected: boolean }[];
  ranking?: {
    physical: { name: string; average: number }[];
    deescalation: { name: string; average: number }[];
  };
  /** Rows GET /api/formsubmission answers (draft lookup or the formId report). */
  submissions?: (request: RecordedRequest) => unknown[];
  responses?: unknown[];
  comments?: unknown[];
}

const where = (request: RecordedRequest) =>
  JSON.parse(request.query.where ?? '{}') as Record<string, unknown>;

export async function startWizardApi(options: WizardApiOptions = {}): Promise<TestServer> {
  const server = await startTestServer();
  // As GET /api/user answers the person fields: a name prefix (q) or exactly some ids.
  server.on('GET /api/user', (request) => {
    let rows: { id: number; firstName: string; lastName: string }[] =
      request.query.type === 'user' ? STAFF : [PERSON];
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
  server.on(`GET /api/user/${PERSON.id}`, { body: { data: { ...PERSON, type: 'student' } } });
  server.on('GET /api/usertag', (request) => ({
    body: {
      data:
        where(request).key === 'keycontacts'
          ? [
              {
                user: PERSON.id,
                type: 'keycontacts',
                key: 'keycontacts',
                value: JSON.stringify(options.contacts ?? CONTACTS),
              },
            ]
          : [],
    },
  }));
  server.on('GET /api/organisationtag', {
    body: {
      data: [
        {
          type: 'besmart',
          key: 'deescalationTechniques',
          value: JSON.stringify(
            options.deescalation ?? [
              { technique: 'Empathy', selected: true },
              { technique: 'Giving Space', selected: true },
              { technique: 'Humour', selected: false },
            ],
          ),
        },
        {
          type: 'besmart',
          key: 'physicalTechniques',
          value: JSON.stringify(
            options.physical ?? [
              { technique: 'Figure of 4', selected: true },
              { technique: 'Guiding hold', selected: true },
            ],
          ),
        },
      ],
    },
  });
  server.on(`GET /api/besmart/user/${PERSON.id}/technique-ranking`, {
    body: { data: options.ranking ?? { physical: [], deescalation: [] } },
  });
  server.on('GET /api/formsubmission', (request) => ({
    body: { data: options.submissions?.(request) ?? [], page: { total: 0 } },
  }));
  server.on('GET /api/formresponse', { body: { data: options.responses ?? [] } });
  server.on('POST /api/formsubmission', {
    body: { data: { id: 900, reference: 77, pdfUrl: null } },
  });
  return server;
}

/** The body of the n-th POST /api/formsubmission. */
export function postedSubmission(server: TestServer, n = 0) {
  const call = server.callsTo('POST /api/formsubmission')[n];
  return (call?.body as { data: Record<string, unknown> } | undefined)?.data;
}

export function responseOf(data: Record<string, unknown> | undefined, key: string) {
  const list = (data?.responses ?? []) as { questionKey: string; response: string }[];
  return list.find((r) => r.questionKey === key)?.response;
}

/** Every required answer of a low-level report, as stored responses. */
export function completeAnswers(extra: Record<string, string> = {}) {
  const answers: Record<string, string> = {
    studentName: String(PERSON.id),
    dateOfIncident: '2026-11-03',
    timeOfIncident: '12:00',
    location: 'Hall',
    completedBy: '12',
    staffInvolved: '[13]',
    studentsInvolved: `[${PERSON.id}]`,
    medicalInterventionRequired: 'No',
    restrictedPhysicalInterventionUsed: 'No',
    physicalInterventionUsed: 'No',
    bestInterestQuestion: 'Yes',
    ...Object.fromEntries(
      ['lowLevel', 'mediumLevel', 'highLevel', 'recovery'].flatMap((level) =>
        ['Behaviour', 'Response', 'Strategy'].map((part) => [
          `${level}${part}`,
          `${level} ${part}`,
        ]),
      ),
    ),
    studentBehaviour: 'View',
    studentResponse: 'Feeling',
    studentStrategy: 'Strategy',
    likelyTriggers: 'Noise',
    ...extra,
  };
  return Object.entries(answers).map(([questionKey, response]) => ({ questionKey, response }));
}

export const draftOf = (subType: string) => ({
  id: 55,
  reference: 12,
  type: 'incidentreport',
  subType,
  status: 'Draft',
  author: 12,
  subject: PERSON.id,
  collaborators: [],
});

/** The confirmation page asks for the latest report's PDF; wait for that answer before closing. */
export async function settleCompletionPage(server: TestServer) {
  const { act, waitFor } = await import('@testing-library/react');
  await waitFor(() =>
    expect(
      server.requests.some((r) => r.method === 'GET' && String(r.query.fields).includes('pdfUrl')),
    ).toBe(true),
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
}

/** After each test: unmount, stop the test's server, sign out and drop the toasts. */
export function resetAfterEach(server: () => TestServer) {
  afterEach(async () => {
    cleanup();
    await server().close();
    sessionStore.clear();
    toast.clear();
  });
}
