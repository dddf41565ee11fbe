import { PLAN_REVIEW_WINDOW_DAYS, type PlanReviewStatus } from 'shared-api/schemas';
import { ukDate, ukDatePlus } from './clock';

/**
 * Review status of a plan (issue 10 §7): overdue once its review date has passed, due soon from
 * 14 days before it, current otherwise; null without a (well-formed) review date.
 */
export function reviewStatus(reviewDate: string | null, now: Date): PlanReviewStatus | null {
  if (!reviewDate || !/^\d{4}-\d{2}-\d{2}$/.test(reviewDate)) return null;
  if (reviewDate < ukDate(now)) return 'overdue';
  if (reviewDate <= ukDatePlus(now, PLAN_REVIEW_WINDOW_DAYS)) return 'dueSoon';
  return 'current';
}
