import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import {
  comments,
  directAccessGrants,
  files,
  formSubmissions,
  organisationSettings,
  userSettings,
} from '../../src/db/schema/index';
import { call, type Method } from './client';
import { makeOrg, makeStaff, makeStudent, tablesState, type OrgFixture } from './fixtures';

/** Rows and helpers for the Incidents tests (submissions, comments, files, PDFs). */

/** An authenticated call in positional form: `call` with the org's id in the query. */
export function send(
  app: FastifyInstance,
  token: string,
  orgId: number,
  method: Method,
  url: string,
  body?: unknown,
  query: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return call(app, token, orgId, { method, url, body, query });
}

export const KEY_CONTACT = {
  firstName: 'Pat',
  lastName: 'Parent',
  email: 'pat.parent@family.test',
  role: 'Parent',
};

export interface IncidentWorld {
  org: OrgFixture;
  admin: { id: number; email: string };
  author: { id: number; email: string };
  helper: { id: number; email: string };
  outsider: { id: number; email: string };
  lead: { id: number; email: string };
  childId: number;
  otherChildId: number;
  child: { firstName: string; lastName: string };
}

/**
 * An organisation with an admin, a restricted author, a restricted helper (staff involved), a
 * restricted outsider, a safeguarding lead, a child with one key contact, quick behaviours and
 * techniques settings.
 */
export async function incidentWorld(
  db: Db,
  opts: Partial<Parameters<typeof makeOrg>[1]> = {},
): Promise<IncidentWorld> {
  const leadEmail = `lead-${++worlds}-${Date.now().toString(36)}@incidents-lead.test`;
  const org = await makeOrg(db, { safeguardingLeads: [leadEmail.toUpperCase()], ...opts });
  const admin = await makeStaff(db, org, { role: 'Admin', firstName: 'Ada', lastName: 'Admin' });
  const author = await makeStaff(db, org, { firstName: 'Arlo', lastName: 'Author' });
  const helper = await makeStaff(db, org, { firstName: 'Hal', lastName: 'Helper' });
  const outsider = await makeStaff(db, org, { firstName: 'Otto', lastName: 'Outsider' });
  const lead = await makeStaff(db, org, { email: leadEmail, firstName: 'Lee' });
  const child = { firstName: 'Zebedee', lastName: 'Quinterro' };
  const childId = await makeStudent(db, org, child);
  const otherChildId = await makeStudent(db, org, { firstName: 'Olive', lastName: 'Other' });
  await db.insert(userSettings).values({
    orgId: org.orgId,
    userId: childId,
    type: 'keycontacts',
    key: 'keycontacts',
    value: JSON.stringify([KEY_CONTACT]),
  });
  await db.insert(organisationSettings).values([
    {
      orgId: org.orgId,
      type: 'besmart',
      key: 'quickBehaviours',
      value: JSON.stringify([
        { quickBehaviour: 'Shouting', selected: true },
        { quickBehaviour: 'Kicking', selected: false },
      ]),
    },
  ]);
  return { org, admin, author, helper, outsider, lead, childId, otherChildId, child };
}

let worlds = 0;

type Answer = { questionKey: string; questionText: string; response: string };

/** Every required answer of a Published incident report (spec 2 §5), plus a few optional ones. */
export function incidentAnswers(
  w: IncidentWorld,
  overrides: Record<string, string> = {},
): Answer[] {
  const base: Record<string, [string, string]> = {
    studentName: ['Service User Name', String(w.childId)],
    dateOfIncident: ['Date of Incident', '2026-03-04'],
    timeOfIncident: ['Time of Incident', '12:00'],
    location: ['Location', 'Dining hall'],
    completedBy: ['Completed By', String(w.author.id)],
    staffInvolved: ['Staff Involved', JSON.stringify([String(w.helper.id), String(w.author.id)])],
    studentsInvolved: ['Service Users Involved', JSON.stringify([String(w.childId)])],
    medicalInterventionRequired: ['Was anybody injured?', 'Yes'],
    allowStaffToCollaborate: ['Allow the staff involved to collaborate?', 'Yes'],
    interventions: [
      'Injuries',
      JSON.stringify([
        {
          injurySufferedBy: 'Staff',
          injury: 'Bruised arm',
          treatment: 'Ice pack',
          injurySufferedName: 'Hal Helper',
          injuryTreatedBy: 'First aider',
        },
      ]),
    ],
    incidentDescription: ['Description of the incident', 'Threw a <b>chair</b> & shouted'],
    deescalationTechniques: [
      'De-escalation techniques',
      JSON.stringify([
        { key: 'Calm talking', value: '8' },
        { key: 'Listening', value: 'n/a' },
      ]),
    ],
    physicalTechniques: ['Physical techniques', JSON.stringify([{ key: 'Wrap', value: '3' }])],
    studentBehaviour: ["What was the service user's point of view?", 'Felt ignored'],
    studentResponse: ['How was the service user feeling?', 'Angry'],
    studentStrategy: ['What strategy could be used next time?', 'Ask for a break'],
    likelyTriggers: ['What were the likely triggers?', 'Noise'],
  };
  for (const [k, v] of Object.entries(overrides)) base[k] = [base[k]?.[0] ?? k, v];
  return Object.entries(base)
    .filter(([, [, response]]) => response !== '')
    .map(([questionKey, [questionText, response]]) => ({ questionKey, questionText, response }));
}

export const BEHAVIOUR_ANSWERS: Answer[] = ['lowLevel', 'mediumLevel', 'highLevel', 'recovery']
  .flatMap((l) => [`${l}Behaviour`, `${l}Response`, `${l}Strategy`])
  .map((questionKey) => ({
    questionKey,
    questionText: questionKey,
    response: `${questionKey} text`,
  }));

export function incidentBody(
  w: IncidentWorld,
  extra: {
    status?: 'Draft' | 'Published';
    subType?: string;
    formId?: number;
    notify?: { firstName: string; lastName: string; email: string }[];
    overrides?: Record<string, string>;
    answers?: Answer[];
  } = {},
) {
  return {
    data: {
      type: 'incidentreport',
      subType: extra.subType ?? 'lowlevel',
      status: extra.status ?? 'Published',
      subject: w.childId,
      ...(extra.formId ? { formId: extra.formId } : {}),
      ...(extra.notify ? { notify: extra.notify } : {}),
      responses: extra.answers ?? incidentAnswers(w, extra.overrides),
    },
  };
}

export async function grantDirectAccess(
  db: Db,
  org: OrgFixture,
  subjectId: number,
  userId: number,
) {
  await db.insert(directAccessGrants).values({ orgId: org.orgId, subjectId, userId });
}

export async function makeComment(
  db: Db,
  org: OrgFixture,
  submissionId: number,
  authorId: number,
  content = 'A comment',
): Promise<number> {
  const [row] = await db
    .insert(comments)
    .values({ orgId: org.orgId, submissionId, authorId, content, section: 'general' })
    .returning({ id: comments.id });
  return row!.id;
}

/** A stored PDF attached to a submission (as publishing does). */
export async function attachPdf(
  db: Db,
  org: OrgFixture,
  submissionId: number,
  text = '%PDF-1.3 x',
) {
  const [file] = await db
    .insert(files)
    .values({
      orgId: org.orgId,
      name: 'report.pdf',
      mimeType: 'application/pdf',
      size: text.length,
      content: Buffer.from(text),
    })
    .returning({ id: files.id });
  await db
    .update(formSubmissions)
    .set({ pdfFileId: file!.id })
    .where(eq(formSubmissions.id, submissionId));
  return file!.id;
}

/** Row count and content hash of every table the incidents routes write. */
export async function incidentTablesState(db: Db): Promise<Record<string, string>> {
  const tables = [
    'form_submissions',
    'form_responses',
    'collaborators',
    'comments',
    'files',
    'action_log',
    'mail_outbox',
    'audit_trail',
    'organisations',
  ];
  return tablesState(db, tables);
}

/**
 * The text a PDF shows, good enough for assertions: content streams inflated, the strings of
 * each text operator decoded (pdfkit writes standard-font text as hex strings), one line each.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamRe = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let text: string;
    try {
      text = inflateSync(bytes).toString('latin1');
    } catch {
      text = bytes.toString('latin1');
    }
    for (const op of text.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((p) => p[1]!) : [op[2]!];
      lines.push(parts.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
    streamRe.lastIndex = end;
  }
  // pdfkit writes each word as its own text operator, a trailing space joining it to the next.
  return lines.reduce(
    (all, line) => (all === '' || /\s$/.test(all) ? all + line : `${all}\n${line}`),
    '',
  );
}

/** Whether the PDF text shows `expected`, ignoring how lines broke (whitespace). */
export const pdfShows = (text: string, expected: string) =>
  text.replace(/\s+/g, '').includes(expected.replace(/\s+/g, ''));
