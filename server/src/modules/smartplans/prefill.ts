import { sql } from 'drizzle-orm';
import {
  INCIDENT_TO_PLAN_KEYS,
  type DynamicList,
  type PlanLogRow,
  type PlanPrefill,
  type PlanTechnique,
} from 'shared-api/schemas';
import { queryRows, type Tx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerFor, type Viewer } from '../../platform/visibility';
import { peopleOf, serviceUser } from '../formsubmissions/context';
import { rankTechniques } from '../techniques/service';
import { isPlanKey, listOf, listText } from './answers';
import { planNow } from './clock';
import { requireBuilder } from './gate';
import {
  answersOf,
  draftStartedAt,
  keyContactsOf,
  latestPlan,
  selectedTechniques,
} from './queries';

export const PERSON_NOT_FOUND = 'Service user not found';
const INCIDENT_KEYS = Object.keys(INCIDENT_TO_PLAN_KEYS);
const TECHNIQUE_KEYS = ['deescalationTechniques', 'physicalTechniques'];
const MAX_LOGS = 2000;
/**
 * The log answers the table shows. Naming them also lets PostgreSQL read them through the
 * (org_id, question_key, submission_id) index even before it has statistics.
 */
const LOG_KEYS = [
  'concern',
  'concernDate',
  'concernTime',
  'recordedBy',
  'action',
  'actionedBy',
  'actionDate',
  'addToSmartPlan',
];

interface IncidentAnswer {
  id: number;
  key: string;
  response: string;
  createdAt: string | Date;
}

/**
 * Answers of the person's current Published incident reports the viewer may see, recorded in
 * (after, until], newest first: the mapped behaviour answers and the technique ratings.
 */
async function incidentAnswers(
  tx: Tx,
  viewer: Viewer,
  subjectId: number,
  after: Date | null,
  until: Date | null,
): Promise<IncidentAnswer[]> {
  return queryRows<IncidentAnswer>(
    tx,
    // Lateral: the person's incidents first (per-person index), then each one's answers; the
    // planner cannot start from every answer of the organisation, statistics or not.
    sql`select s.id, s.created_at as "createdAt", r.question_key as key, r.response, r.id as rid
      from form_submissions s
      cross join lateral (
        select r.id, r.question_key, r.response from form_responses r
        where r.submission_id = s.id and r.org_id = ${viewer.orgId}
          and r.question_key in (${sql.join(
            [...INCIDENT_KEYS, ...TECHNIQUE_KEYS].map((k) => sql`${k}`),
            sql`, `,
          )})
      ) r
      where s.org_id = ${viewer.orgId} and s.subject_id = ${subjectId}
        and s.type = 'incidentreport' and s.status = 'Published' and s.superseded = false
        ${until ? sql`and s.created_at <= ${until.toISOString()}` : sql``}
        ${after ? sql`and s.created_at > ${after.toISOString()}` : sql``}
        and ${submissionVisibleTo(viewer, 's')}
      order by s.created_at desc, s.id desc, rid`,
  );
}

/**
 * Distinct incident answers per plan key (old keys mapped, spec 1 §3), newest incident first;
 * the same text (ignoring case and surrounding spaces) counts once.
 */
export function incidentItems(rows: readonly IncidentAnswer[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const seen = new Map<string, Set<string>>();
  for (const row of rows) {
    const planKey = INCIDENT_TO_PLAN_KEYS[row.key];
    const value = row.response.trim();
    if (!planKey || !value) continue;
    const known = seen.get(planKey) ?? new Set<string>();
    if (known.has(value.toLowerCase())) continue;
    known.add(value.toLowerCase());
    seen.set(planKey, known);
    out.set(planKey, [...(out.get(planKey) ?? []), value]);
  }
  return out;
}

/**
 * Adds incident items to a plan's list answers as original items, before the plan's own ones,
 * leaving out texts the list already holds. `checked` says whether they start ticked.
 */
export function mergeItems(
  answers: Map<string, string>,
  items: ReadonlyMap<string, string[]>,
  checked: boolean,
): void {
  for (const [key, values] of items) {
    const list: DynamicList = listOf(answers.get(key));
    const known = new Set([...list.original, ...list.extra].map((i) => i.value.toLowerCase()));
    const fresh = values.filter((v) => !known.has(v.toLowerCase()));
    if (fresh.length === 0) continue;
    list.original = [...fresh.map((value) => ({ checked, value })), ...list.original];
    answers.set(key, listText(list));
  }
}

/** Tab 3's log table: logs marked addToSmartPlan 'true' (recorded up to `until`), newest first. */
async function planLogs(tx: Tx, orgId: number, subjectId: number, until: Date | null) {
  const rows = await queryRows<{ id: number; answers: Record<string, string> | string }>(
    tx,
    sql`select s.id, jsonb_object_agg(r.question_key, r.response) as answers
      from form_submissions s
      cross join lateral (
        select r.question_key, r.response from form_responses r
        where r.submission_id = s.id and r.org_id = ${orgId}
          and r.question_key in (${sql.join(
            LOG_KEYS.map((k) => sql`${k}`),
            sql`, `,
          )})
      ) r
      where s.org_id = ${orgId} and s.subject_id = ${subjectId} and s.type = 'concern'
        and s.status = 'Published' and s.superseded = false
        ${until ? sql`and s.created_at <= ${until.toISOString()}` : sql``}
      group by s.id
      having bool_or(r.question_key = 'addToSmartPlan' and r.response = 'true')
      order by s.id desc
      limit ${MAX_LOGS}`,
  );
  const parsed = rows.map((r) => ({
    id: Number(r.id),
    answers: (typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers) as Record<
      string,
      string
    >,
  }));
  const ids = new Set<number>();
  for (const { answers } of parsed) {
    for (const key of ['recordedBy', 'actionedBy']) {
      const v = answers[key]?.trim();
      if (v && /^\d{1,9}$/.test(v)) ids.add(Number(v));
    }
  }
  const names = await peopleOf(tx, orgId, [...ids]);
  const person = (v: string | undefined) =>
    v && /^\d{1,9}$/.test(v.trim()) ? (names.get(Number(v.trim())) ?? '') : (v ?? '');
  return parsed.map(({ id, answers: a }): PlanLogRow => ({
    id,
    log: a.concern ?? '',
    recordedDate: a.concernDate ?? '',
    recordedTime: a.concernTime ?? '',
    recordedBy: person(a.recordedBy),
    action: a.action ?? '',
    actionedBy: person(a.actionedBy),
    actionDate: a.actionDate ?? '',
  }));
}

/**
 * Tab 4: the organisation's selected techniques, plus any the answers name, with the person's
 * effectiveness from the incidents on the plan, highest first.
 */
function techniquesOf(
  selected: { deescalation: string[]; physical: string[] },
  ratings: readonly IncidentAnswer[],
  answers: ReadonlyMap<string, string>,
): PlanTechnique[] {
  const of = (key: string) => ratings.filter((r) => r.key === key).map((r) => r.response);
  const averages = new Map<string, number>();
  for (const key of TECHNIQUE_KEYS) {
    for (const t of rankTechniques(of(key))) averages.set(`${key}:${t.name}`, t.average);
  }
  const out: PlanTechnique[] = [];
  const named = new Set<string>();
  for (const [kind, key] of [
    ['deescalation', 'deescalationTechniques'],
    ['physical', 'physicalTechniques'],
  ] as const) {
    for (const name of selected[kind]) {
      if (named.has(name)) continue;
      named.add(name);
      out.push({ name, kind, average: averages.get(`${key}:${name}`) ?? 0 });
    }
  }
  for (const key of answers.keys()) {
    if (isPlanKey(key) || key.endsWith('-notes') || named.has(key)) continue;
    named.add(key);
    const physical = averages.get(`physicalTechniques:${key}`);
    out.push({
      name: key,
      kind: physical !== undefined ? 'physical' : 'deescalation',
      average: physical ?? averages.get(`deescalationTechniques:${key}`) ?? 0,
    });
  }
  return out.sort((a, b) => b.average - a.average || a.name.localeCompare(b.name));
}

/**
 * What the wizard opens with for a person (spec 1 §4):
 * - the caller's editable draft (the person's latest plan, a Draft, theirs): its answers, and only
 *   the incidents and logs recorded before the draft began;
 * - else the latest Published plan, with the incidents recorded since it added as unticked
 *   original items;
 * - else the person's incident reports through the old-key mapping, as ticked original items.
 * GET /api/smartplan/prefill/{userId} (the Builder).
 */
export async function planPrefill(ctx: RequestContext, subjectId: number): Promise<PlanPrefill> {
  await requireBuilder(ctx);
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const now = planNow();
  const person = await serviceUser(tx, viewer.orgId, subjectId);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  const latest = await latestPlan(tx, viewer, subjectId);
  const draft = latest?.status === 'Draft' && latest.authorId === viewer.userId ? latest : null;
  const published = draft ? null : await latestPlan(tx, viewer, subjectId, 'Published');
  const base = draft ?? published;
  // A draft shows what was recorded before it began; otherwise everything recorded so far.
  const until = draft ? await draftStartedAt(tx, draft) : null;
  const answers = base ? await answersOf(tx, viewer.orgId, base.id) : new Map<string, string>();
  const rows = await incidentAnswers(tx, viewer, subjectId, null, until);
  if (!draft) {
    // Incidents the plan did not draw on: recorded after its draft began (or it was published).
    const since = published ? await draftStartedAt(tx, published) : null;
    const fresh = since ? rows.filter((r) => new Date(r.createdAt) > since) : rows;
    mergeItems(answers, incidentItems(fresh), !published);
  }
  answers.set('studentName', String(subjectId));
  const items = incidentItems(rows);
  const source = draft ? 'draft' : published ? 'published' : items.size > 0 ? 'incidents' : 'none';
  // One after another: a transaction is one connection (node-postgres queues, but warns).
  const logs = await planLogs(tx, viewer.orgId, subjectId, until);
  const selected = await selectedTechniques(tx, viewer.orgId);
  const contacts = await keyContactsOf(tx, viewer.orgId, subjectId);
  return {
    subject: { id: person.id, firstName: person.firstName, lastName: person.lastName },
    source,
    formId: base?.id ?? null,
    draftId: draft?.id ?? null,
    answers: Object.fromEntries(answers),
    notify: draft?.notify ?? [],
    evidenceUntil: (until ?? now).toISOString(),
    logs,
    techniques: techniquesOf(
      selected,
      rows.filter((r) => TECHNIQUE_KEYS.includes(r.key)),
      answers,
    ),
    keyContacts: contacts.map(({ firstName, lastName, email, role }) => ({
      firstName,
      lastName,
      email,
      role,
    })),
  };
}
