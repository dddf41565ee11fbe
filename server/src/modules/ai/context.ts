import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { parseKeyContacts } from 'shared-api/schemas';
import { queryRows } from '../../db/client';
import {
  aiServiceDigests,
  collaborators,
  formResponses,
  userSettings,
  users,
} from '../../db/schema/index';
import { badRequest, forbidden, httpError, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerFor, type RequestViewer } from '../../platform/visibility';
import { loadVisible, SUBMISSION_NOT_FOUND } from '../formsubmissions/access';
import { inOrganisation } from '../users/service';
import { buildDigest, incidentDate } from './analyser/digest';
import type { AiContext, ClickerFacts, Digest, IncidentFacts, LogFacts } from './facts';
import { Pseudonymiser, type PersonKind } from './pseudonyms';
import { digestText, incidentText } from './prompt-text';

export const SERVICE_USER_NOT_FOUND = 'Service user not found';
export const SERVICE_NEEDS_ALL =
  'Questions about the whole service need access to all its incident reports (safeguarding leads, or an organisation that shares incident reports)';
export const NOT_SYNCED = 'The service data has not been synced yet: use Sync first';

/** Answer keys that hold people as ids (a JSON list or one id). */
const PEOPLE_KEYS: Record<string, PersonKind> = {
  studentName: 'child',
  studentsInvolved: 'child',
  staffInvolved: 'staff',
  completedBy: 'staff',
  recordedBy: 'staff',
  actionedBy: 'staff',
  injuryTreatedBy: 'staff',
};

function idsIn(value: string | undefined): number[] {
  const text = (value ?? '').trim();
  if (!text) return [];
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // one id or text
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.flatMap((x) => {
    const v = typeof x === 'object' && x !== null && 'id' in x ? (x as { id: unknown }).id : x;
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
    return Number.isInteger(n) && n > 0 && n <= 2147483647 ? [n] : [];
  });
}

interface PersonRow {
  id: number;
  type: 'user' | 'student';
  firstName: string;
  lastName: string;
  email: string | null;
  dob: string | null;
  reference: string | null;
}

const personColumns = {
  id: users.id,
  type: users.type,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  dob: users.dob,
  reference: users.reference,
};

/**
 * The people an answer involves, pseudonymised first (so the child is "Child A" and the writer
 * "Staff 1"), then every other person of the organisation, so a name typed in free text is caught
 * too. Key contacts (with e-mail and phone) of the children involved, and notified contacts.
 */
class People {
  readonly p = new Pseudonymiser();
  private readonly byId = new Map<number, string>();
  constructor(private readonly ctx: RequestContext) {}

  async involve(ids: { id: number; kind: PersonKind }[]): Promise<void> {
    const wanted = [...new Set(ids.map((x) => x.id))].filter((id) => !this.byId.has(id));
    if (!wanted.length) return;
    const rows: PersonRow[] = await this.ctx.tx
      .select(personColumns)
      .from(users)
      .where(and(inArray(users.id, wanted), inOrganisation(this.ctx.orgId)));
    const found = new Map(rows.map((r) => [r.id, r]));
    for (const { id } of ids) {
      const r = found.get(id);
      if (!r || this.byId.has(id)) continue;
      this.register(r);
    }
    const children = rows.filter((r) => r.type === 'student').map((r) => r.id);
    if (children.length) {
      const contacts = await this.ctx.tx
        .select({ value: userSettings.value })
        .from(userSettings)
        .where(
          and(
            eq(userSettings.orgId, this.ctx.orgId),
            inArray(userSettings.userId, children),
            eq(userSettings.key, 'keycontacts'),
          ),
        );
      for (const c of contacts.flatMap((row) => parseKeyContacts(row.value))) {
        this.p.person({
          kind: 'contact',
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          phone: c.phone,
        });
      }
    }
  }

  private register(r: PersonRow): string {
    const pseudonym = this.p.person({
      kind: r.type === 'student' ? 'child' : 'staff',
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      dob: r.dob,
      learnerNumber: r.type === 'student' ? r.reference : null,
    });
    this.byId.set(r.id, pseudonym);
    return pseudonym;
  }

  contact(c: { firstName?: string; lastName?: string; email?: string }) {
    this.p.person({
      kind: 'contact',
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
    });
  }

  /** Every other person of the organisation (after those involved). */
  async everyoneElse(): Promise<void> {
    const rows: PersonRow[] = await this.ctx.tx
      .select(personColumns)
      .from(users)
      .where(and(inOrganisation(this.ctx.orgId), eq(users.deleted, false)));
    for (const r of rows) if (!this.byId.has(r.id)) this.register(r);
  }

  of(id: number | null | undefined): string | null {
    return id ? (this.byId.get(id) ?? null) : null;
  }
}

interface SubmissionRow {
  id: number;
  type: string;
  sub_type: string | null;
  reference: number | null;
  subject_id: number | null;
  author_id: number | null;
  created_at: string | Date;
}

const iso = (v: string | Date) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** Answers of submissions, by submission id: key -> response, key -> question text. */
async function answersOf(ctx: RequestContext, ids: number[], keys?: string[]) {
  const out = new Map<
    number,
    { answers: Record<string, string>; questions: Record<string, string> }
  >();
  for (const id of ids) out.set(id, { answers: {}, questions: {} });
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const rows = await ctx.tx
      .select({
        submissionId: formResponses.submissionId,
        key: formResponses.questionKey,
        text: formResponses.questionText,
        response: formResponses.response,
      })
      .from(formResponses)
      .where(
        and(
          eq(formResponses.orgId, ctx.orgId),
          inArray(formResponses.submissionId, chunk),
          ...(keys ? [inArray(formResponses.questionKey, keys)] : []),
        ),
      )
      .orderBy(formResponses.id);
    for (const r of rows) {
      const entry = out.get(r.submissionId)!;
      entry.answers[r.key] = r.response;
      entry.questions[r.key] = r.text;
    }
  }
  return out;
}

/** Every id a set of answers names as a person, with the kind of person. */
function peopleNamed(answers: Record<string, string>): { id: number; kind: PersonKind }[] {
  return Object.entries(PEOPLE_KEYS).flatMap(([key, kind]) =>
    idsIn(answers[key]).map((id) => ({ id, kind })),
  );
}

/** Answers with people as pseudonyms and every text pseudonymised. */
function pseudonymisedAnswers(
  people: People,
  answers: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (PEOPLE_KEYS[key] && idsIn(value).length) {
      out[key] = idsIn(value)
        .map((id) => people.of(id))
        .filter(Boolean)
        .join(', ');
    } else {
      out[key] = people.p.apply(value);
    }
  }
  return out;
}

function incidentFacts(
  people: People,
  row: SubmissionRow,
  got: { answers: Record<string, string>; questions: Record<string, string> },
): IncidentFacts {
  return {
    id: row.id,
    reference: row.reference,
    subType: row.sub_type,
    child: people.of(row.subject_id) ?? 'the child',
    author: people.of(row.author_id),
    answers: pseudonymisedAnswers(people, got.answers),
    questions: Object.fromEntries(
      Object.entries(got.questions).map(([k, v]) => [k, people.p.apply(v)]),
    ),
    createdAt: iso(row.created_at),
  };
}

export interface BuiltContext {
  context: AiContext;
  pseudonyms: Pseudonymiser;
}

/** One incident report the caller may see (same rule as the incident view), else 404. */
export async function incidentContext(
  ctx: RequestContext,
  submissionId: number,
  /** The service user the caller means (`data.userId`): refused when it is not the incident's. */
  userId?: number,
): Promise<BuiltContext> {
  const viewer = await viewerFor(ctx);
  const record = await loadVisible(ctx.tx, viewer, submissionId);
  if (record.type !== 'incidentreport') throw notFound(SUBMISSION_NOT_FOUND);
  if (userId !== undefined && record.subjectId !== userId)
    throw badRequest(`data.userId: ${userId} is not the service user of incident ${submissionId}`);
  const got = (await answersOf(ctx, [record.id])).get(record.id)!;
  const people = new People(ctx);
  const collab = await ctx.tx
    .select({ userId: collaborators.userId })
    .from(collaborators)
    .where(and(eq(collaborators.orgId, ctx.orgId), eq(collaborators.submissionId, record.id)));
  const involved = [
    ...(record.subjectId ? [{ id: record.subjectId, kind: 'child' as const }] : []),
    ...peopleNamed(got.answers).filter((x) => x.kind === 'child'),
    ...(record.authorId ? [{ id: record.authorId, kind: 'staff' as const }] : []),
    ...collab.map((c) => ({ id: c.userId, kind: 'staff' as const })),
    ...peopleNamed(got.answers).filter((x) => x.kind === 'staff'),
  ];
  await people.involve(involved);
  for (const c of record.notify ?? []) people.contact(c);
  await people.everyoneElse();
  const facts = incidentFacts(
    people,
    {
      id: record.id,
      type: record.type,
      sub_type: record.subType,
      reference: record.reference,
      subject_id: record.subjectId,
      author_id: record.authorId,
      created_at: record.createdAt,
    },
    got,
  );
  return {
    pseudonyms: people.p,
    context: {
      section: 'Incident',
      subject: facts.child,
      focus: facts,
      digest: null,
      recordIds: [record.id],
      recordsText: incidentText(facts),
    },
  };
}

/** Current Published incidents, logs and clickers of a service user that the caller may see. */
async function visibleRecordsOf(ctx: RequestContext, viewer: RequestViewer, subjectId: number) {
  return queryRows<SubmissionRow>(
    ctx.tx,
    sql`select fs.id, fs.type, fs.sub_type, fs.reference, fs.subject_id, fs.author_id, fs.created_at
        from form_submissions fs
        where fs.org_id = ${ctx.orgId} and fs.subject_id = ${subjectId}
          and fs.type in ('incidentreport', 'concern', 'clicker')
          and fs.status = 'Published' and fs.superseded = false
          and ${submissionVisibleTo(viewer, 'fs')}
        order by fs.id`,
  );
}

function logFacts(people: People, row: SubmissionRow, answers: Record<string, string>): LogFacts {
  return {
    id: row.id,
    date: /^\d{4}-\d{2}-\d{2}/.test(answers.concernDate ?? '')
      ? answers.concernDate!.slice(0, 10)
      : iso(row.created_at).slice(0, 10),
    kind: (answers.positiveNegative ?? '').trim() || 'N/A',
    text: people.p.apply(answers.concern ?? ''),
    action: people.p.apply(answers.action ?? ''),
  };
}

function clickerFacts(row: SubmissionRow, answers: Record<string, string>): ClickerFacts {
  return {
    id: row.id,
    at: iso(row.created_at),
    behaviour: row.sub_type ?? answers.quickBehaviour ?? '',
  };
}

/** A service user of the organisation; the answer uses only the records the caller may see. */
export async function studentContext(ctx: RequestContext, personId: number): Promise<BuiltContext> {
  const viewer = await viewerFor(ctx);
  const [person] = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, personId), eq(users.deleted, false), inOrganisation(ctx.orgId, 'student')),
    )
    .limit(1);
  if (!person) throw notFound(SERVICE_USER_NOT_FOUND);
  const rows = await visibleRecordsOf(ctx, viewer, personId);
  const got = await answersOf(
    ctx,
    rows.map((r) => r.id),
  );
  const people = new People(ctx);
  const involved: { id: number; kind: PersonKind }[] = [{ id: personId, kind: 'child' }];
  for (const r of rows) {
    if (r.author_id) involved.push({ id: r.author_id, kind: 'staff' });
    involved.push(...peopleNamed(got.get(r.id)!.answers));
  }
  await people.involve(
    involved.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'child' ? -1 : 1)),
  );
  await people.everyoneElse();
  const incidents = rows
    .filter((r) => r.type === 'incidentreport')
    .map((r) => incidentFacts(people, r, got.get(r.id)!));
  const logs = rows
    .filter((r) => r.type === 'concern')
    .map((r) => logFacts(people, r, got.get(r.id)!.answers));
  const clickers = rows
    .filter((r) => r.type === 'clicker')
    .map((r) => clickerFacts(r, got.get(r.id)!.answers));
  const digest = buildDigest(incidents, logs, clickers);
  const subject = people.of(personId)!;
  const recent = [...incidents]
    .sort((a, b) => incidentDate(b).localeCompare(incidentDate(a)))
    .slice(0, 10);
  return {
    pseudonyms: people.p,
    context: {
      section: 'Student',
      subject,
      focus: null,
      digest,
      recordIds: rows.map((r) => r.id),
      recordsText: [
        `Records of ${subject}:`,
        digestText(digest),
        ...(recent.length
          ? ['', `The ${recent.length} most recent incident reports:`, ...recent.map(incidentText)]
          : []),
        ...(logs.length
          ? [
              '',
              'Logs (newest first):',
              ...logs
                .slice(-20)
                .reverse()
                .map(
                  (l) =>
                    `- ${l.date} (${l.kind}): ${l.text}${l.action ? ` Action: ${l.action}` : ''}`,
                ),
            ]
          : []),
      ].join('\n'),
    },
  };
}

/** Incident keys the service digest reads (sync loads only these answers). */
export const DIGEST_KEYS = [
  'dateOfIncident',
  'timeOfIncident',
  'location',
  'likelyTriggers',
  'adjustments',
  'lowLevelBehaviour',
  'lowLevelResponse',
  'lowLevelStrategy',
  'mediumLevelBehaviour',
  'mediumLevelResponse',
  'mediumLevelStrategy',
  'highLevelBehaviour',
  'highLevelResponse',
  'highLevelStrategy',
  'recoveryBehaviour',
  'recoveryResponse',
  'recoveryStrategy',
  'followPlanQuestion',
  'physicalInterventionUsed',
  'restrictedPhysicalInterventionUsed',
  'medicalInterventionRequired',
  'deescalationTechniques',
  'physicalTechniques',
  'positiveNegative',
  'concernDate',
  'quickBehaviour',
];

/** The service's current records as a digest (sync). The caller must see every incident. */
export async function buildServiceDigest(ctx: RequestContext): Promise<Digest> {
  const viewer = await viewerFor(ctx);
  if (!viewer.seesAllIncidents) throw forbidden(SERVICE_NEEDS_ALL);
  const rows = await queryRows<SubmissionRow>(
    ctx.tx,
    sql`select fs.id, fs.type, fs.sub_type, fs.reference, fs.subject_id, fs.author_id, fs.created_at
        from form_submissions fs
        where fs.org_id = ${ctx.orgId}
          and fs.type in ('incidentreport', 'concern', 'clicker')
          and fs.status = 'Published' and fs.superseded = false
          and ${submissionVisibleTo(viewer, 'fs')}
        order by fs.id`,
  );
  const got = await answersOf(
    ctx,
    rows.map((r) => r.id),
    DIGEST_KEYS,
  );
  // Aggregates only: the digest keeps counts and the texts of places, triggers and behaviours.
  const asIs = (r: SubmissionRow): IncidentFacts => ({
    id: r.id,
    reference: r.reference,
    subType: r.sub_type,
    child: String(r.subject_id ?? ''),
    author: null,
    answers: got.get(r.id)!.answers,
    questions: {},
    createdAt: iso(r.created_at),
  });
  const incidents = rows.filter((r) => r.type === 'incidentreport').map(asIs);
  const logs = rows
    .filter((r) => r.type === 'concern')
    .map((r): LogFacts => {
      const a = got.get(r.id)!.answers;
      return {
        id: r.id,
        date: iso(r.created_at).slice(0, 10),
        kind: (a.positiveNegative ?? '').trim() || 'N/A',
        text: '',
        action: '',
      };
    });
  const clickers = rows
    .filter((r) => r.type === 'clicker')
    .map((r) => clickerFacts(r, got.get(r.id)!.answers));
  return buildDigest(incidents, logs, clickers);
}

/** The last sync's digest, pseudonymised against every person of the organisation. */
export async function serviceContext(ctx: RequestContext, orgId: number): Promise<BuiltContext> {
  if (orgId !== ctx.orgId) throw forbidden('You do not have access to this organisation');
  const viewer = await viewerFor(ctx);
  if (!viewer.seesAllIncidents) throw forbidden(SERVICE_NEEDS_ALL);
  const [row] = await ctx.tx
    .select()
    .from(aiServiceDigests)
    .where(eq(aiServiceDigests.orgId, ctx.orgId))
    .orderBy(desc(aiServiceDigests.syncedAt), desc(aiServiceDigests.id))
    .limit(1);
  if (!row) throw httpError(409, NOT_SYNCED);
  const people = new People(ctx);
  await people.everyoneElse();
  const digest = pseudonymiseDigest(people.p, row.digest as unknown as Digest);
  return {
    pseudonyms: people.p,
    context: {
      section: 'Service',
      subject: 'the service',
      focus: null,
      digest,
      recordIds: [ctx.orgId],
      recordsText: ['Figures for the service (from its last sync):', digestText(digest)].join('\n'),
    },
  };
}

/** Every text of a digest pseudonymised (counts unchanged). */
export function pseudonymiseDigest(p: Pseudonymiser, d: Digest): Digest {
  const counted = (c: [string, number][]) => c.map(([t, n]) => [p.apply(t), n] as [string, number]);
  const levels = (g: Digest['behaviours']) => ({
    low: counted(g.low),
    medium: counted(g.medium),
    high: counted(g.high),
    recovery: counted(g.recovery),
  });
  return {
    ...d,
    locations: counted(d.locations),
    triggers: counted(d.triggers),
    behaviours: levels(d.behaviours),
    responses: levels(d.responses),
    strategies: levels(d.strategies),
    adjustments: counted(d.adjustments),
    clickerBehaviours: counted(d.clickerBehaviours),
  };
}
