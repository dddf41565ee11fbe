// Rows and helpers of the restraint record tests (issue 13).
import { and, eq } from 'drizzle-orm';
import { formSubmissions, organisations } from '../../src/db/schema/index';
import { setRestraintClock } from '../../src/modules/restraint/clock';
import type { TestApp } from '../helpers/testApp';
import { makeStaff } from './fixtures';
import {
  BEHAVIOUR_ANSWERS,
  incidentAnswers,
  incidentWorld,
  send,
  type IncidentWorld,
} from './fixtures-incidents';

export type Who = 'admin' | 'author' | 'helper' | 'outsider' | 'lead';

export interface RestraintWorld extends IncidentWorld {
  tokens: Record<Who, string>;
  orgAdminToken: string;
  orgAdminId: number;
}

/**
 * incidentWorld (a lead, an author, a helper involved, an outsider, a child with a key contact)
 * with tokens, an organisation admin (organisations.admin) and the given type of setting.
 */
export async function restraintWorld(
  t: TestApp,
  setting: 'school' | 'childrensHome',
  opts: Parameters<typeof incidentWorld>[1] = {},
): Promise<RestraintWorld> {
  const w = await incidentWorld(t.db, {
    plan: setting === 'childrensHome' ? 'Care' : 'Plus',
    settingType: setting,
    ...opts,
  });
  const tokens = {} as Record<Who, string>;
  for (const who of ['admin', 'author', 'helper', 'outsider', 'lead'] as const) {
    tokens[who] = (await t.tokenFor(w[who].email, w.org.name)).token;
  }
  // The organisation's own admin (spec 3 §6): a Restricted member named on the organisation.
  const manager = await makeStaff(t.db, w.org, { firstName: 'Mona', lastName: 'Manager' });
  await t.db
    .update(organisations)
    .set({ admin: manager.id })
    .where(eq(organisations.id, w.org.orgId));
  const orgAdminToken = (await t.tokenFor(manager.email, w.org.name)).token;
  return { ...w, tokens, orgAdminToken, orgAdminId: manager.id };
}

/** The restraint answers of a Physical Intervention Report (a hold by the helper, observed by the author). */
export function restraintAnswers(w: IncidentWorld, overrides: Record<string, string> = {}) {
  return [
    ...incidentAnswers(w, {
      dateOfIncident: '2026-03-04',
      timeOfIncident: '10:00',
      physicalInterventionUsed: 'Yes',
      restrictedPhysicalInterventionUsed: 'No',
      staffRoles: JSON.stringify([
        { userId: w.helper.id, role: 'held' },
        { userId: w.author.id, role: 'observed' },
      ]),
      restrictiveInterventions: JSON.stringify([
        { kind: 'physicalRestraint', start: '10:05', end: '10:12' },
        { kind: 'seclusion', start: '10:15', end: '10:30' },
      ]),
      whatHappenedBefore: 'Lunch queue was noisy',
      whyForceNecessary: 'To stop a chair being thrown at another child',
      supportAfterwards: 'Quiet time with the key worker',
      ...overrides,
    }),
    ...BEHAVIOUR_ANSWERS,
  ];
}

/** Publishes a Physical Intervention Report (a new one, or a new version of formId). */
export async function publishRestraint(
  t: TestApp,
  w: RestraintWorld,
  opts: { formId?: number; overrides?: Record<string, string>; who?: Who } = {},
): Promise<{ id: number; reference: number }> {
  const res = await send(
    t.app,
    w.tokens[opts.who ?? 'author'],
    w.org.orgId,
    'POST',
    '/api/formsubmission',
    {
      data: {
        type: 'incidentreport',
        subType: 'highlevel',
        status: 'Published',
        subject: w.childId,
        ...(opts.formId ? { formId: opts.formId } : {}),
        responses: restraintAnswers(w, opts.overrides),
      },
    },
  );
  if (res.statusCode !== 200) throw new Error(`publish: ${res.body}`);
  const { id, reference } = res.json().data as { id: number; reference: number };
  return { id, reference };
}

/** Sets when a version was published (the recorded-at deadline is measured from it). */
export async function setPublishedAt(t: TestApp, w: RestraintWorld, id: number, at: string) {
  await t.db
    .update(formSubmissions)
    .set({ createdAt: new Date(at) })
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.orgId, w.org.orgId)));
}

/** Runs the test's calls at a fixed instant of the restraint clock. */
export function atTime(iso: string): void {
  setRestraintClock(() => new Date(iso));
}

export function resetClock(): void {
  setRestraintClock(null);
}
