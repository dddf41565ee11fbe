import { and, eq } from 'drizzle-orm';
import { formResponses, formSubmissions } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import type { SubmissionRecord } from './access';

/**
 * Versioning of every record type (incident reports, logs, clickers, Smart Plans): every save is a
 * new submission written by the caller; an edit names the previous version (`form_id`) and the
 * chain's first version (`root_id`), and the version it replaces is superseded. Both audited.
 */

export interface NormalisedResponse {
  questionKey: string;
  questionText: string;
  response: string;
  responseType: string;
}

type Insert = typeof formSubmissions.$inferInsert;

export interface NewVersion {
  type: string;
  subType: string | null;
  status: 'Draft' | 'Published';
  subjectId: number;
  notify: NonNullable<Insert['notify']>;
  /** A first version takes a new reference (none for clickers); a later one keeps its chain's. */
  reference: number | null;
  /** The version this one replaces (the form was opened from), or null for a first version. */
  previous: SubmissionRecord | null;
  responses: readonly NormalisedResponse[];
  /** Incidents, logs: a new version keeps the flag and parents-informed marks of the previous. */
  carryMarks?: boolean;
}

/** Writes the new version and its answers, audited as the caller's. */
export async function insertVersion(ctx: RequestContext, v: NewVersion): Promise<SubmissionRecord> {
  const { tx, orgId } = ctx;
  const prev = v.previous;
  const [created] = await tx
    .insert(formSubmissions)
    .values({
      orgId,
      reference: v.reference,
      type: v.type,
      subType: v.subType,
      status: v.status,
      authorId: ctx.userId,
      subjectId: v.subjectId,
      notify: v.notify,
      formId: prev?.id ?? null,
      rootId: prev ? (prev.rootId ?? prev.id) : null,
      ...(v.carryMarks
        ? { flag: prev?.flag ?? 'none', parentsInformed: prev?.parentsInformed ?? null }
        : {}),
    })
    .returning();
  const submission = created!;
  if (v.responses.length > 0) {
    await tx
      .insert(formResponses)
      .values(v.responses.map((r) => ({ ...r, orgId, submissionId: submission.id })));
  }
  await audit(tx, ctx, {
    action: 'create',
    entity: 'formsubmission',
    entityId: submission.id,
    after: { ...submission, responses: v.responses.map((r) => r.questionKey) },
  });
  return submission;
}

/** Marks `row` superseded by a newer version (and Archived with `archive`), audited. */
export async function supersede(
  ctx: RequestContext,
  row: SubmissionRecord,
  archive: boolean,
): Promise<void> {
  const [after] = await ctx.tx
    .update(formSubmissions)
    .set({
      superseded: true,
      updatedAt: new Date(),
      ...(archive ? { status: 'Archived' as const } : {}),
    })
    .where(and(eq(formSubmissions.id, row.id), eq(formSubmissions.orgId, ctx.orgId)))
    .returning();
  await audit(ctx.tx, ctx, {
    action: 'supersede',
    entity: 'formsubmission',
    entityId: row.id,
    before: row,
    after,
  });
}
