/**
 * Reading restraint records: the current Published version of each incident report chain whose
 * answers make it a restraint record (answers.ts isRestraintRecord, the same rule in SQL), with
 * its first publish time, version number, the answers this module uses and the current follow-ups.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DeadlineItems, SettingType } from 'shared-api/schemas';
import { queryRows, type Tx } from '../../db/client';
import { formResponses, restraintFollowups } from '../../db/schema/index';
import { submissionVisibleTo, type Viewer } from '../../platform/visibility';
import { deadlineItems } from './deadlines';
import { isValidDay } from './validate';
import { localInstant, restraintNow } from './clock';

export type FollowupRow = typeof restraintFollowups.$inferSelect;

/** Answers read for oversight, exports, the letter and the record screen. */
export const RECORD_KEYS = [
  'dateOfIncident',
  'timeOfIncident',
  'location',
  'staffInvolved',
  'physicalInterventionUsed',
  'restrictedPhysicalInterventionUsed',
  'physicalInterventionDuration',
  'physicalTechniques',
  'medicalInterventionRequired',
  'interventions',
  'incidentDescription',
  'staffRoles',
  'restrictiveInterventions',
  'whatHappenedBefore',
  'whyForceNecessary',
  'supportAfterwards',
  'senStatusAtTime',
] as const;

export interface RecordRow {
  submissionId: number;
  reference: number;
  version: number;
  subjectId: number;
  authorId: number | null;
  parentsInformed: boolean | null;
  /** When this (latest) version was published. */
  versionAt: Date;
  /** First publish time of the record. */
  recordedAt: Date;
  answers: Map<string, string>;
  incidentAt: Date;
  /** Current follow-ups by kind. */
  current: Partial<Record<FollowupRow['kind'], FollowupRow>>;
  items: DeadlineItems;
  signOffOutdated: boolean;
}

/** The SQL rule of a restraint record over the current version `fs`. */
const IS_RESTRAINT = sql`exists (
  select 1 from form_responses r
  where r.org_id = fs.org_id and r.submission_id = fs.id and (
    (r.question_key in ('physicalInterventionUsed', 'restrictedPhysicalInterventionUsed')
      and btrim(r.response) = 'Yes')
    or (r.question_key = 'restrictiveInterventions'
      and coalesce(jsonb_array_length(besmart_jsonb_array(r.response)), 0) > 0)
  )
)`;

interface Base {
  id: number;
  reference: number;
  subject_id: number;
  author_id: number | null;
  parents_informed: boolean | null;
  created_at: Date | string;
  recorded_at: Date | string;
  version: number | string;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The incident's instant from its date and time answers (12:00 when no valid time). */
export function incidentInstant(answers: ReadonlyMap<string, string>, fallback: Date): Date {
  const day = answers.get('dateOfIncident')?.trim() ?? '';
  if (!isValidDay(day)) return fallback;
  const time = answers.get('timeOfIncident')?.trim() ?? '';
  return localInstant(day, /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : '12:00');
}

/**
 * The organisation's restraint records (current Published versions), optionally one reference,
 * optionally only those the viewer may see; items computed at `now`.
 */
export async function loadRecords(
  tx: Tx,
  opts: {
    orgId: number;
    settingType: SettingType;
    reference?: number;
    viewer?: Viewer;
    now?: Date;
  },
): Promise<RecordRow[]> {
  const { orgId } = opts;
  const filters: SQL[] = [];
  const chainFilter =
    opts.reference === undefined ? sql`` : sql`and v.reference = ${opts.reference}`;
  if (opts.reference !== undefined) filters.push(sql`and fs.reference = ${opts.reference}`);
  if (opts.viewer) filters.push(sql`and ${submissionVisibleTo(opts.viewer, 'fs')}`);
  // First publish time and version number per chain in one pass over the published versions
  // (window functions), not a correlated subquery per record.
  const base = await queryRows<Base>(
    tx,
    sql`with published as (
          select v.id,
            min(v.created_at) over (partition by v.reference) as recorded_at,
            row_number() over (partition by v.reference order by v.id) as version
          from form_submissions v
          where v.org_id = ${orgId} and v.type = 'incidentreport' and v.was_published
            and v.reference is not null ${chainFilter}
        )
        select fs.id, fs.reference, fs.subject_id, fs.author_id, fs.parents_informed, fs.created_at,
          p.recorded_at, p.version
        from form_submissions fs
        join published p on p.id = fs.id
        where fs.org_id = ${orgId} and fs.type = 'incidentreport' and fs.status = 'Published'
          and not fs.superseded and fs.reference is not null and fs.subject_id is not null
          and ${IS_RESTRAINT} ${sql.join(filters, sql` `)}
        order by fs.reference desc`,
  );
  if (base.length === 0) return [];
  const ids = base.map((b) => b.id);
  const answers = new Map<number, Map<string, string>>();
  const CHUNK = 5000;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await tx
      .select({
        id: formResponses.submissionId,
        key: formResponses.questionKey,
        value: formResponses.response,
      })
      .from(formResponses)
      .where(
        and(
          eq(formResponses.orgId, orgId),
          inArray(formResponses.submissionId, ids.slice(i, i + CHUNK)),
          inArray(formResponses.questionKey, [...RECORD_KEYS]),
        ),
      );
    for (const r of rows) {
      const map = answers.get(r.id) ?? new Map<string, string>();
      map.set(r.key, r.value);
      answers.set(r.id, map);
    }
  }
  const refs = [...new Set(base.map((b) => b.reference))];
  const current = new Map<number, Partial<Record<FollowupRow['kind'], FollowupRow>>>();
  for (let i = 0; i < refs.length; i += CHUNK) {
    const rows = await tx
      .select()
      .from(restraintFollowups)
      .where(
        and(
          eq(restraintFollowups.orgId, orgId),
          isNull(restraintFollowups.supersededAt),
          inArray(restraintFollowups.reference, refs.slice(i, i + CHUNK)),
        ),
      );
    for (const f of rows) {
      const byKind = current.get(f.reference) ?? {};
      byKind[f.kind] = f;
      current.set(f.reference, byKind);
    }
  }
  const now = opts.now ?? restraintNow();
  return base.map((b) => {
    const a = answers.get(b.id) ?? new Map<string, string>();
    const versionAt = asDate(b.created_at);
    const recordedAt = asDate(b.recorded_at ?? b.created_at);
    const incidentAt = incidentInstant(a, recordedAt);
    const followups = current.get(b.reference) ?? {};
    const signOff = followups.signOff;
    const signOffOutdated = Boolean(signOff && signOff.submissionId !== b.id);
    const items = deadlineItems(
      {
        settingType: opts.settingType,
        incidentAt,
        recordedAt,
        latestVersionAt: versionAt,
        parentsToldAt: parentsToldAt(followups.parentReport),
        signedOffAt: signOff && !signOffOutdated ? signOff.createdAt : null,
        signOffOutdated,
        debriefAt: followups.debrief ? dateIn(followups.debrief.data.debriefAt) : null,
      },
      now,
    );
    return {
      submissionId: b.id,
      reference: b.reference,
      version: Number(b.version),
      subjectId: b.subject_id,
      authorId: b.author_id,
      parentsInformed: b.parents_informed,
      versionAt,
      recordedAt,
      answers: a,
      incidentAt,
      current: followups,
      items,
      signOffOutdated,
    };
  });
}

function dateIn(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * When the parents item was done: told -> the time they were told; withheld -> the end of the day
 * the local authority was told instead.
 */
function parentsToldAt(report: FollowupRow | undefined): Date | null {
  if (!report) return null;
  if (report.data.outcome === 'told') return dateIn(report.data.toldAt);
  const day = report.data.localAuthorityToldOn;
  if (typeof day !== 'string' || !isValidDay(day)) return null;
  return localInstant(day, '23:59');
}
