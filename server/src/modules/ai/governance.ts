import { format } from 'date-fns';
import { and, eq, gte, sql } from 'drizzle-orm';
import { AI_TEXTS } from 'shared-api/schemas';
import { aiRequests } from '../../db/schema/index';
import { forbidden, httpError } from '../../platform/errors';
import { activeOrganisation } from '../../platform/organisation';
import type { RequestContext } from '../../platform/request-context';

/** First instant of the current calendar month (UTC) and the next one's name. */
export function monthWindow(now = new Date()): { start: Date; nextMonthName: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return {
    start,
    nextMonthName: format(new Date(next.getUTCFullYear(), next.getUTCMonth(), 1), 'MMMM'),
  };
}

export function capMessage(cap: number, now = new Date()): string {
  return `Your organisation has reached its limit of ${cap} AI requests this month. It resets on 1 ${monthWindow(now).nextMonthName}.`;
}

/**
 * Every /ai route: the organisation accepted the AI terms (403 otherwise). With `lock`, the
 * organisation row is locked so concurrent asks of one organisation count the cap one at a time.
 */
export async function requireAiTerms(ctx: RequestContext, lock = false): Promise<void> {
  const org = await activeOrganisation(ctx, { lock });
  if (!org.aiTermsAccepted) throw forbidden(AI_TEXTS.termsNotAccepted);
}

/** 429 when the organisation's requests this month reached AI_MONTHLY_REQUEST_CAP. */
export async function requireUnderCap(ctx: RequestContext): Promise<void> {
  const cap = ctx.config.ai.monthlyRequestCap;
  const { start } = monthWindow();
  const [row] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(aiRequests)
    .where(and(eq(aiRequests.orgId, ctx.orgId), gte(aiRequests.createdAt, start)));
  if (Number(row?.n ?? 0) >= cap) throw httpError(429, capMessage(cap));
}
