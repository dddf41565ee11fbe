import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { RestraintFollowup } from 'shared-api/schemas';
import { formSubmissions, restraintFollowups } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { namesOf, type Standing } from './access';
import { restraintNow } from './clock';
import { loadRecords, type FollowupRow, type RecordRow } from './records';

export const RECORD_NOT_FOUND = 'Restraint record not found';

/**
 * The restraint record `reference` as the caller may see it (leads and admins: every record),
 * else 404 (a hidden record and a missing one answer alike). `lock` takes the current version's
 * row FOR UPDATE first, so follow-up writes on one record run one after the other.
 */
export async function recordFor(
  ctx: RequestContext,
  standing: Standing,
  reference: number,
  lock = false,
): Promise<RecordRow> {
  if (lock) {
    await ctx.tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.orgId, ctx.orgId),
          eq(formSubmissions.reference, reference),
          eq(formSubmissions.type, 'incidentreport'),
          eq(formSubmissions.superseded, false),
        ),
      )
      .for('update');
  }
  const [record] = await loadRecords(ctx.tx, {
    orgId: ctx.orgId,
    settingType: standing.settingType,
    reference,
    ...(standing.leadOrAdmin ? {} : { viewer: standing.viewer }),
  });
  if (!record) throw notFound(RECORD_NOT_FOUND);
  return record;
}

/** Version numbers (1 = first published) of a record's submissions. */
export async function versionsOf(
  ctx: RequestContext,
  reference: number,
): Promise<Map<number, number>> {
  const rows = await ctx.tx
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.orgId, ctx.orgId),
        eq(formSubmissions.reference, reference),
        eq(formSubmissions.type, 'incidentreport'),
        eq(formSubmissions.wasPublished, true),
      ),
    )
    .orderBy(formSubmissions.id);
  return new Map(rows.map((r, i) => [r.id, i + 1]));
}

export async function followupDtos(
  ctx: RequestContext,
  rows: readonly FollowupRow[],
  versions: Map<number, number>,
): Promise<RestraintFollowup[]> {
  const names = await namesOf(
    ctx,
    rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])),
  );
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    submissionId: r.submissionId,
    version: versions.get(r.submissionId) ?? 1,
    kind: r.kind,
    data: r.data,
    createdBy: r.createdBy === null ? null : (names.get(r.createdBy) ?? null),
    createdAt: r.createdAt.toISOString(),
    supersededAt: r.supersededAt ? r.supersededAt.toISOString() : null,
  }));
}

/** Every follow-up of a record: current ones first, then superseded, newest first. */
export async function allFollowups(ctx: RequestContext, reference: number): Promise<FollowupRow[]> {
  return ctx.tx
    .select()
    .from(restraintFollowups)
    .where(
      and(eq(restraintFollowups.orgId, ctx.orgId), eq(restraintFollowups.reference, reference)),
    )
    .orderBy(sql`${restraintFollowups.supersededAt} is not null`, desc(restraintFollowups.id));
}

/**
 * Appends a follow-up to a record: the current one of the same kind (if any) is superseded, the
 * new one concerns the record's latest version. Both writes audited. Call with the record locked.
 */
export async function appendFollowup(
  ctx: RequestContext,
  record: RecordRow,
  kind: FollowupRow['kind'],
  data: Record<string, unknown>,
): Promise<FollowupRow> {
  const now = restraintNow();
  const [previous] = await ctx.tx
    .update(restraintFollowups)
    .set({ supersededAt: now })
    .where(
      and(
        eq(restraintFollowups.orgId, ctx.orgId),
        eq(restraintFollowups.reference, record.reference),
        eq(restraintFollowups.kind, kind),
        isNull(restraintFollowups.supersededAt),
      ),
    )
    .returning();
  if (previous) {
    await audit(ctx.tx, ctx, {
      action: 'supersede',
      entity: 'restraint_followup',
      entityId: previous.id,
      before: { ...previous, supersededAt: null },
      after: previous,
    });
  }
  const [created] = await ctx.tx
    .insert(restraintFollowups)
    .values({
      orgId: ctx.orgId,
      reference: record.reference,
      submissionId: record.submissionId,
      kind,
      data,
      createdBy: ctx.userId,
      createdAt: now,
    })
    .returning();
  await audit(ctx.tx, ctx, {
    action: 'create',
    entity: 'restraint_followup',
    entityId: created!.id,
    after: created,
  });
  return created!;
}

/** The answer of a follow-up write: the new follow-up. */
export async function followupAnswer(
  ctx: RequestContext,
  row: FollowupRow,
): Promise<RestraintFollowup> {
  const [dto] = await followupDtos(ctx, [row], await versionsOf(ctx, row.reference));
  return dto!;
}
