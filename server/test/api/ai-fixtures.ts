import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/client';
import { organisations, userSettings } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/testApp';
import { call, type Method } from './client';
import { makeOrg, makeStudent, type OrgFixture } from './fixtures';
import { makeIncident } from './fixtures-search';
import { signedInStaff, type SignedInStaff } from './signed-in';

/**
 * An organisation for the AI tests whose people carry distinctive names, e-mails, a phone number,
 * a date of birth and learner numbers, all of which also appear in the free text of an incident
 * report with 40 answers, so the tests can prove none of it reaches the provider.
 */
export const REAL = {
  child: {
    firstName: 'Jessamy',
    lastName: 'Thistlewood',
    dob: '2014-03-05',
    reference: 'K123456789012',
  },
  otherChild: { firstName: 'Octavia', lastName: 'Brackenbury' },
  author: { firstName: 'Percival', lastName: 'Ravensworth' },
  helper: { firstName: 'Griselda', lastName: 'Underhill' },
  outsider: { firstName: 'Barnaby', lastName: 'Cutteridge' },
  contact: {
    firstName: 'Marigold',
    lastName: 'Fairweather',
    email: 'marigold.fairweather@family.test',
    phone: '07700 900123',
    role: 'Mother',
  },
  uln: '9876543210',
};

/** Every string that must never reach the provider. */
export function secrets(world: AiWorld): string[] {
  return [
    REAL.child.firstName,
    REAL.child.lastName,
    REAL.child.dob,
    '05/03/2014',
    REAL.child.reference,
    REAL.otherChild.firstName,
    REAL.otherChild.lastName,
    REAL.author.firstName,
    REAL.author.lastName,
    REAL.helper.firstName,
    REAL.helper.lastName,
    REAL.contact.firstName,
    REAL.contact.lastName,
    REAL.contact.email,
    '07700 900123',
    '07700900123',
    REAL.uln,
    world.author.email,
    world.helper.email,
    'teacher.extra@school.test',
  ];
}

export interface AiWorld {
  org: OrgFixture;
  lead: SignedInStaff;
  author: SignedInStaff;
  helper: SignedInStaff;
  outsider: SignedInStaff;
  childId: number;
  otherChildId: number;
  incidentId: number;
}

/** The 40 answers of the main incident (names and contact details typed into free text too). */
export function richAnswers(w: {
  helperId: number;
  otherChildId: number;
  childId: number;
  authorId: number;
}): Record<string, string> {
  const a: Record<string, string> = {
    studentName: String(w.childId),
    dateOfIncident: '2026-03-04',
    timeOfIncident: '10:15',
    location: 'Playground',
    completedBy: String(w.authorId),
    staffInvolved: JSON.stringify([w.helperId]),
    studentsInvolved: JSON.stringify([w.otherChildId]),
    witnesses: 'Griselda Underhill saw it from the gate',
    incidentDescription:
      'Jessamy Thistlewood (DOB 05/03/2014, UPN K123456789012, ULN 9876543210) pushed Octavia after being asked to line up. ' +
      'Mrs Fairweather was called on 07700 900123 and e-mailed at marigold.fairweather@family.test; copy to teacher.extra@school.test. ' +
      'JESSAMY calmed down after Percival spoke to her.',
    hurtingSelf: 'No',
    hurtingOthers: 'Yes',
    propertyDamage: 'No',
    behaviour: 'Shouting',
    commitOffence: 'No',
    followPlanQuestion: 'No',
    followPlanResponse: 'Ravensworth was new to the class',
    lowLevelBehaviour: 'Refusing to line up',
    lowLevelResponse: 'Calm reminder',
    lowLevelStrategy: 'Offered choices',
    mediumLevelBehaviour: 'Shouting at peers',
    mediumLevelResponse: 'Moved the group away',
    mediumLevelStrategy: 'Quiet space',
    highLevelBehaviour: 'Pushing a peer',
    highLevelResponse: 'Guided away by Underhill',
    highLevelStrategy: 'Caring guide',
    recoveryBehaviour: 'Sat quietly',
    recoveryResponse: 'Offered water',
    recoveryStrategy: 'Time in the calm room',
    physicalInterventionUsed: 'Yes',
    restrictedPhysicalInterventionUsed: 'Yes',
    physicalInterventionDuration: '3',
    medicalInterventionRequired: 'Yes',
    injurySufferedBy: 'Staff',
    injury: 'Scratch on the arm of Griselda',
    treatment: 'Cleaned and dressed',
    firstAidFormCompleted: 'No',
    likelyTriggers: 'Being asked to line up; noisy playground',
    adjustments: 'Line up first with an adult',
    deescalationTechniques: JSON.stringify([
      { key: 'calmTalking', value: '8' },
      { key: 'plannedIgnoring', value: '3' },
    ]),
    physicalTechniques: JSON.stringify([{ key: 'caringGuide', value: '6' }]),
    studentBehaviour: 'Pushed Octavia Brackenbury',
    studentResponse: 'Jessamy said sorry',
  };
  return a;
}

export async function aiWorld(
  t: TestApp,
  opts: { aiTermsAccepted?: boolean } = {},
): Promise<AiWorld> {
  const leadEmail = `ai-lead-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@lead.test`;
  const org = await makeOrg(t.db, {
    aiTermsAccepted: opts.aiTermsAccepted ?? true,
    safeguardingLeads: [leadEmail],
  });
  const lead = await signedInStaff(t, org, {
    role: 'Admin',
    email: leadEmail,
    firstName: 'Leonora',
    lastName: 'Leadbetter',
  });
  const author = await signedInStaff(t, org, REAL.author);
  const helper = await signedInStaff(t, org, REAL.helper);
  const outsider = await signedInStaff(t, org, REAL.outsider);
  const childId = await makeStudent(t.db, org, REAL.child);
  const otherChildId = await makeStudent(t.db, org, REAL.otherChild);
  await t.db.insert(userSettings).values({
    orgId: org.orgId,
    userId: childId,
    type: 'keycontacts',
    key: 'keycontacts',
    value: JSON.stringify([REAL.contact]),
  });
  const incidentId = await makeIncident(t.db, org, {
    authorId: author.id,
    subjectId: childId,
    subType: 'highlevel',
    reference: 41,
    answers: richAnswers({ helperId: helper.id, otherChildId, childId, authorId: author.id }),
    collaboratorIds: [helper.id],
  });
  return { org, lead, author, helper, outsider, childId, otherChildId, incidentId };
}

export async function promptId(db: Db, key: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ai_prompts where key = ${key}`,
  );
  if (!rows[0]) throw new Error(`no prompt ${key}`);
  return rows[0].id;
}

export async function allPrompts(db: Db): Promise<{ id: number; key: string; section: string }[]> {
  return queryRows(db, sql`select id, key, section from ai_prompts order by sort, id`);
}

export function aiCall(
  t: TestApp,
  who: { token: string },
  orgId: number,
  method: Method,
  url: string,
  body?: unknown,
  accept?: string,
): Promise<LightMyRequestResponse> {
  if (!accept) return call(t.app, who.token, orgId, { method, url, body });
  return t.app.inject({
    method,
    url,
    query: { orgId: String(orgId) },
    headers: { authorization: `Bearer ${who.token}`, accept },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export type StreamLine =
  | {
      type: 'meta';
      prompt: string;
      systemMessage: string;
      provider: string;
      model: string | null;
      records: number;
      requestId: number;
    }
  | { type: 'delta'; text: string }
  | { type: 'done'; response: string }
  | { type: 'error'; message: string };

export function streamLines(res: LightMyRequestResponse): StreamLine[] {
  return res.body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as StreamLine);
}

export async function requestRows(db: Db, orgId: number) {
  return queryRows<{
    id: number;
    status: string;
    provider: string;
    model: string | null;
    prompt_key: string;
    record_ids: number[];
    prompt_chars: number;
    response_chars: number;
    user_id: number;
  }>(db, sql`select * from ai_requests where org_id = ${orgId} order by id`);
}

export async function setTerms(db: Db, orgId: number, accepted: boolean) {
  await db
    .update(organisations)
    .set({ aiTermsAccepted: accepted })
    .where(eq(organisations.id, orgId));
}
