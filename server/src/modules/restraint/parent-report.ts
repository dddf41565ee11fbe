import { and, eq } from 'drizzle-orm';
import type { ParentReportData, RestraintFollowup } from 'shared-api/schemas';
import { formSubmissions } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { localDay, restraintNow } from './clock';
import { requireStaff, standingOf } from './access';
import { appendFollowup, followupAnswer, recordFor } from './followups';
import type { RecordRow } from './records';
import { instantOf, isValidDay, requiredText, withinRecord } from './validate';

const TOLD_FIELDS = ['toldAt', 'method', 'toldBy', 'toldTo'] as const;
const WITHHELD_FIELDS = ['reason', 'localAuthorityToldOn'] as const;

/** The checked data of a parent report (told: when, how, by whom, to whom; withheld: why, LA told). */
export async function checkParentReport(
  ctx: RequestContext,
  record: RecordRow,
  data: ParentReportData,
): Promise<Record<string, unknown>> {
  const now = restraintNow();
  const [needed, foreign] =
    data.outcome === 'told' ? [TOLD_FIELDS, WITHHELD_FIELDS] : [WITHHELD_FIELDS, TOLD_FIELDS];
  for (const field of needed) {
    if (data[field] === undefined) throw badRequest(`data.${field}: is required`);
  }
  for (const field of foreign) {
    if (data[field] !== undefined) {
      throw badRequest(
        `data.${field}: only for outcome ${data.outcome === 'told' ? 'withheld' : 'told'}`,
      );
    }
  }
  if (data.outcome === 'told') {
    const toldAt = instantOf(data.toldAt!, 'data.toldAt');
    withinRecord(toldAt, record.incidentAt, now, 'data.toldAt');
    const toldTo = requiredText(data.toldTo!, 'data.toldTo');
    await requireStaff(ctx, data.toldBy!, 'data.toldBy');
    return {
      outcome: 'told',
      toldAt: toldAt.toISOString(),
      method: data.method,
      toldBy: data.toldBy,
      toldTo,
    };
  }
  const reason = requiredText(data.reason!, 'data.reason');
  const day = data.localAuthorityToldOn!;
  if (!isValidDay(day))
    throw badRequest('data.localAuthorityToldOn: must be a real date (YYYY-MM-DD)');
  if (day > localDay(now)) throw badRequest('data.localAuthorityToldOn: must not be in the future');
  if (day < localDay(record.incidentAt)) {
    throw badRequest('data.localAuthorityToldOn: must not be before the incident');
  }
  return { outcome: 'withheld', reason, localAuthorityToldOn: day };
}

/**
 * Records a parent report and derives the report's parentsInformed from it (told -> yes,
 * withheld -> no) on the current version, audited.
 */
export async function saveParentReport(
  ctx: RequestContext,
  record: RecordRow,
  data: Record<string, unknown>,
) {
  const row = await appendFollowup(ctx, record, 'parentReport', data);
  const informed = data.outcome === 'told';
  if (record.parentsInformed !== informed) {
    const [after] = await ctx.tx
      .update(formSubmissions)
      .set({ parentsInformed: informed, updatedAt: new Date() })
      .where(and(eq(formSubmissions.id, record.submissionId), eq(formSubmissions.orgId, ctx.orgId)))
      .returning({ id: formSubmissions.id, parentsInformed: formSubmissions.parentsInformed });
    await audit(ctx.tx, ctx, {
      action: 'update',
      entity: 'formsubmission',
      entityId: record.submissionId,
      before: { id: record.submissionId, parentsInformed: record.parentsInformed },
      after,
    });
  }
  return row;
}

/** POST /api/restraint/{reference}/parent-report (anyone who may see the incident). */
export async function recordParentReport(
  ctx: RequestContext,
  reference: number,
  data: ParentReportData,
): Promise<RestraintFollowup> {
  const standing = await standingOf(ctx);
  const record = await recordFor(ctx, standing, reference, true);
  const checked = await checkParentReport(ctx, record, data);
  return followupAnswer(ctx, await saveParentReport(ctx, record, checked));
}
