import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { formResponses, formSubmissions, organisationSettings } from '../../src/db/schema/index';
import { call } from './client';
import type { OrgFixture } from './fixtures';

/** Smart Plan tests: a valid plan's answers, and incidents/logs inserted at a chosen time. */

export const list = (original: string[], extra: string[] = [], checked = true) =>
  JSON.stringify({
    original: original.map((value) => ({ checked, value })),
    extra: extra.map((value) => ({ checked: true, value })),
  });

/** Every required answer of a Published plan (spec 1 §5), plus techniques. */
export function planAnswers(
  childId: number,
  completedBy: number,
  overrides: Record<string, string | null> = {},
): { questionKey: string; questionText: string; response: string }[] {
  const base: Record<string, string> = {
    studentName: String(childId),
    dateOfPlan: '2026-03-10',
    reviewDate: '2026-09-10',
    completedBy: String(completedBy),
    riskNotes: 'Sits near the door',
    additionalAdjustments: list([], ['Movement breaks']),
    triggers: list(['Loud noise'], ['Queues']),
    triggerSupport: list([], ['Warn before the bell']),
    lowLevelBehaviour: list(['Fidgeting']),
    mediumLevelBehaviour: list(['Shouting']),
    highLevelBehaviour: list(['Throwing chairs']),
    lowLevelTried: list(['Quiet word']),
    recoveryIShow: list([], ['Goes quiet']),
    helpMyself: list([], ['Breathing']),
    staffHelp: list([], ['Offer water']),
    interests: list([], ['Football']),
    Empathy: 'Try',
    'Empathy-notes': 'Name the feeling',
    'Figure of 4': 'Avoid',
  };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === null) delete base[k];
    else base[k] = v;
  }
  return Object.entries(base).map(([questionKey, response]) => ({
    questionKey,
    questionText: questionKey,
    response,
  }));
}

export function planBody(
  childId: number,
  completedBy: number,
  opts: {
    status?: 'Draft' | 'Published';
    formId?: number;
    notify?: { firstName: string; lastName: string; email: string }[];
    overrides?: Record<string, string | null>;
  } = {},
) {
  return {
    data: {
      type: 'behaviourplan',
      status: opts.status ?? 'Published',
      subject: childId,
      ...(opts.formId ? { formId: opts.formId } : {}),
      notify: opts.notify ?? [],
      responses: planAnswers(childId, completedBy, opts.overrides),
    },
  };
}

/** A Published incident (or log) with the given answers, recorded at `at`. */
export async function insertRecord(
  db: Db,
  org: OrgFixture,
  opts: {
    type: 'incidentreport' | 'concern';
    authorId: number;
    subjectId: number;
    at: Date;
    answers: Record<string, string>;
  },
): Promise<number> {
  const [row] = await db
    .insert(formSubmissions)
    .values({
      orgId: org.orgId,
      type: opts.type,
      subType: opts.type === 'incidentreport' ? 'lowlevel' : null,
      status: 'Published',
      wasPublished: true,
      authorId: opts.authorId,
      subjectId: opts.subjectId,
      createdAt: opts.at,
      updatedAt: opts.at,
    })
    .returning({ id: formSubmissions.id });
  await db.insert(formResponses).values(
    Object.entries(opts.answers).map(([questionKey, response]) => ({
      orgId: org.orgId,
      submissionId: row!.id,
      questionKey,
      response,
    })),
  );
  return row!.id;
}

export async function setTechniques(
  db: Db,
  org: OrgFixture,
  deescalation: string[],
  physical: string[],
) {
  const value = (names: string[]) =>
    JSON.stringify(names.map((technique) => ({ technique, selected: true })));
  await db.insert(organisationSettings).values([
    {
      orgId: org.orgId,
      type: 'besmart',
      key: 'deescalationTechniques',
      value: value(deescalation),
    },
    { orgId: org.orgId, type: 'besmart', key: 'physicalTechniques', value: value(physical) },
  ]);
}

export async function rowOf(db: Db, id: number) {
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
  return row!;
}

export function api(app: FastifyInstance, orgId: number) {
  return {
    get: (token: string, url: string, query: Record<string, string | number> = {}) =>
      call(app, token, orgId, { method: 'GET', url, query }),
    post: (token: string, body: unknown) =>
      call(app, token, orgId, { method: 'POST', url: '/api/formsubmission', body }),
    archive: (token: string, id: number) =>
      call(app, token, orgId, {
        method: 'PATCH',
        url: `/api/formsubmission/${id}`,
        body: { status: 'Archived' },
      }),
    report: (token: string, reports: string[]) =>
      call(app, token, orgId, {
        method: 'POST',
        url: '/api/report/generate',
        body: { data: { submissionType: 'behaviourplan', query: [], reports } },
      }),
  };
}
