import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { PlanDueRow } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import { planNow, ukDatePlus } from '../../smartplans/clock';
import { areaPlans } from '../../smartplans/gate';
import { reviewStatus } from '../../smartplans/review';
import { defineReport } from '../registry';
import { submissionVisibleTo, viewerOf } from '../visibility';
import { PLAN_REVIEW_WINDOW_DAYS } from 'shared-api/schemas';

/**
 * "Smart Plans due for review" (dashboard): current Published plans whose review date has passed
 * or falls within the next 14 days, earliest first. Only the plans the caller may see (spec 1 §6,
 * `submissionVisibleTo`: their author's, everyone's with sharedSmartPlans, or with direct access to
 * the person), safeguarding leads included: the card never names a plan the person's profile and
 * My Smart Plans would not show. Empty on plans without the Smart Plans area (not Plus).
 */
export default defineReport({
  name: 'plansDueForReview',
  description: 'Smart Plans due for review (overdue or due within 14 days) that the caller may see',
  schema: Type.Array(PlanDueRow),
  async run(ctx) {
    if (!areaPlans.has(ctx.organisation.plan ?? '')) return [];
    const now = planNow();
    const until = ukDatePlus(now, PLAN_REVIEW_WINDOW_DAYS);
    const rows = await queryRows<{
      id: number;
      subject_id: number;
      first_name: string;
      last_name: string;
      author_id: number | null;
      review_date: string;
    }>(
      ctx.tx,
      sql`select s.id, s.subject_id, p.first_name, p.last_name, s.author_id, r.response as review_date
        from form_submissions s
        join users p on p.id = s.subject_id and p.deleted = false
        join form_responses r on r.submission_id = s.id and r.org_id = s.org_id
          and r.question_key = 'reviewDate'
        where s.org_id = ${ctx.orgId} and s.type = 'behaviourplan' and s.status = 'Published'
          and s.superseded = false
          and r.response ~ '^\\d{4}-\\d{2}-\\d{2}$' and r.response <= ${until}
          and ${submissionVisibleTo(viewerOf(ctx), 's')}
        order by r.response, s.id`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      subject: { id: Number(r.subject_id), firstName: r.first_name, lastName: r.last_name },
      authorId: r.author_id,
      reviewDate: r.review_date,
      reviewStatus: (reviewStatus(r.review_date, now) === 'overdue' ? 'overdue' : 'dueSoon') as
        'overdue' | 'dueSoon',
    }));
  },
});
