import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { formResponses, formSubmissions, organisationSettings } from '../../db/schema/index';
import { BESMART_SETTINGS_TYPE } from '../../platform/organisation';
import { submissionVisibleTo, type Viewer } from '../../platform/visibility';
import { fs, type SubmissionRecord } from '../formsubmissions/access';
import { parseJsonList, storedKeyContacts } from '../formsubmissions/context';

/** Reads every plan route shares: the person's latest plan, answers, settings, key contacts. */

export const PLAN_TYPE = 'behaviourplan';

/**
 * The person's latest plan the viewer may see (spec 1 §4): their newest current, not Archived
 * Smart Plan — the caller's own draft or a visible Published plan. Others' drafts are private.
 */
export async function latestPlan(
  tx: Tx,
  viewer: Viewer,
  subjectId: number,
  status?: 'Published',
): Promise<SubmissionRecord | null> {
  const [row] = await tx
    .select()
    .from(fs)
    .where(
      and(
        eq(fs.orgId, viewer.orgId),
        eq(fs.subjectId, subjectId),
        eq(fs.type, PLAN_TYPE),
        eq(fs.superseded, false),
        status ? eq(fs.status, status) : ne(fs.status, 'Archived'),
        submissionVisibleTo(viewer, 'fs'),
      ),
    )
    .orderBy(desc(fs.id))
    .limit(1);
  return row ?? null;
}

/** Answers of a submission by question key. */
export async function answersOf(tx: Tx, orgId: number, id: number): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: formResponses.questionKey, response: formResponses.response })
    .from(formResponses)
    .where(and(eq(formResponses.orgId, orgId), eq(formResponses.submissionId, id)))
    .orderBy(asc(formResponses.id));
  return new Map(rows.map((r) => [r.key, r.response]));
}

/**
 * When a draft began (spec 1 §4: a draft hides incidents recorded after it): the creation time
 * of the first draft of its unbroken run of draft versions. A later save of the draft keeps that
 * time; a draft started from a Published plan begins at its own creation. For a Published plan,
 * when the drafts it was submitted from began (its own creation without drafts): the incidents
 * it drew on were recorded before then.
 */
export async function draftStartedAt(tx: Tx, draft: SubmissionRecord): Promise<Date> {
  const rows = await queryRows<{ created_at: string | Date }>(
    tx,
    sql`with recursive back as (
        select id, form_id, created_at, 0 as depth from form_submissions
        where id = ${draft.id} and org_id = ${draft.orgId}
        union all
        select p.id, p.form_id, p.created_at, b.depth + 1 from back b
        join form_submissions p on p.id = b.form_id and p.org_id = ${draft.orgId}
        where p.was_published = false and p.type = ${PLAN_TYPE} and b.depth < 1000
      )
      select created_at from back order by depth desc limit 1`,
  );
  const value = rows[0]?.created_at;
  return value ? new Date(value) : draft.createdAt;
}

/** The organisation's selected techniques of one kind (settings [{technique, selected}]). */
export async function selectedTechniques(
  tx: Tx,
  orgId: number,
): Promise<{ deescalation: string[]; physical: string[] }> {
  const rows = await tx
    .select({ key: organisationSettings.key, value: organisationSettings.value })
    .from(organisationSettings)
    .where(
      and(
        eq(organisationSettings.orgId, orgId),
        eq(organisationSettings.type, BESMART_SETTINGS_TYPE),
        sql`${organisationSettings.key} in ('deescalationTechniques', 'physicalTechniques')`,
      ),
    );
  const of = (key: string) =>
    parseJsonList(rows.find((r) => r.key === key)?.value).flatMap((item) => {
      if (typeof item !== 'object' || item === null) return [];
      const { technique, selected } = item as Record<string, unknown>;
      const on = selected === undefined || selected === true || selected === 'true';
      return on && typeof technique === 'string' && technique.trim() ? [technique.trim()] : [];
    });
  return { deescalation: of('deescalationTechniques'), physical: of('physicalTechniques') };
}

export interface KeyContactWithRole {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  phone: string;
}

/** The person's key contacts that have an e-mail (stored ones, fields trimmed), with role and phone. */
export async function keyContactsOf(
  tx: Tx,
  orgId: number,
  subjectId: number,
): Promise<KeyContactWithRole[]> {
  return (await storedKeyContacts(tx, orgId, subjectId)).flatMap((c) =>
    c.email
      ? [
          {
            firstName: c.firstName.trim(),
            lastName: c.lastName.trim(),
            email: c.email,
            role: c.role.trim(),
            phone: c.phone.trim(),
          },
        ]
      : [],
  );
}

/** Current versions of the chain of `row` with the given status (for superseding). */
export async function currentOfChain(
  tx: Tx,
  orgId: number,
  root: number,
  status: 'Published' | 'Draft',
): Promise<SubmissionRecord[]> {
  return tx
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.orgId, orgId),
        eq(formSubmissions.type, PLAN_TYPE),
        eq(formSubmissions.status, status),
        eq(formSubmissions.superseded, false),
        sql`(${formSubmissions.id} = ${root} or ${formSubmissions.rootId} = ${root})`,
      ),
    )
    .for('update');
}
