import type { DebriefData, RestraintFollowup } from 'shared-api/schemas';
import type { RequestContext } from '../../platform/request-context';
import { restraintNow } from './clock';
import { requireStaff, standingOf } from './access';
import { appendFollowup, followupAnswer, recordFor } from './followups';
import { instantOf, requiredText, withinRecord } from './validate';

/** POST /api/restraint/{reference}/debrief: who spoke with the child, when, and the child's view. */
export async function recordDebrief(
  ctx: RequestContext,
  reference: number,
  data: DebriefData,
): Promise<RestraintFollowup> {
  const standing = await standingOf(ctx);
  const record = await recordFor(ctx, standing, reference, true);
  const at = instantOf(data.debriefAt, 'data.debriefAt');
  withinRecord(at, record.incidentAt, restraintNow(), 'data.debriefAt');
  const childView = requiredText(data.childView, 'data.childView');
  await requireStaff(ctx, data.debriefBy, 'data.debriefBy');
  const row = await appendFollowup(ctx, record, 'debrief', {
    debriefAt: at.toISOString(),
    debriefBy: data.debriefBy,
    childView,
  });
  return followupAnswer(ctx, row);
}
