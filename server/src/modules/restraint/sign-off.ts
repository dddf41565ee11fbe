import type { RestraintFollowup, SignOffData } from 'shared-api/schemas';
import type { RequestContext } from '../../platform/request-context';
import { restraintNow } from './clock';
import { requireLeadOrAdmin } from './access';
import { appendFollowup, followupAnswer, recordFor } from './followups';
import { instantOf, requiredText, withinRecord } from './validate';

/**
 * POST /api/restraint/{reference}/sign-off: a safeguarding lead or organisation admin has spoken
 * with the staff and signs the latest version as accurate. The sign-off names that version; a
 * later version needs a new sign-off (the old one stays, superseded when the new one is made).
 */
export async function signOff(
  ctx: RequestContext,
  reference: number,
  data: SignOffData,
): Promise<RestraintFollowup> {
  const standing = await requireLeadOrAdmin(ctx);
  const record = await recordFor(ctx, standing, reference, true);
  const spokeAt = instantOf(data.spokeWithStaffAt, 'data.spokeWithStaffAt');
  withinRecord(spokeAt, record.incidentAt, restraintNow(), 'data.spokeWithStaffAt');
  const row = await appendFollowup(ctx, record, 'signOff', {
    spokeWithStaffAt: spokeAt.toISOString(),
    conversationNote: requiredText(data.conversationNote, 'data.conversationNote'),
    accurate: true,
    signedSubmissionId: record.submissionId,
    signedVersion: record.version,
  });
  return followupAnswer(ctx, row);
}
