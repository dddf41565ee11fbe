import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { organisations } from './schema/index';

/**
 * Next per-organisation submission reference (shown as besmart-{n}). The row lock on the
 * organisation serialises concurrent submissions; the unique index backs it up.
 */
export async function nextSubmissionReference(tx: Tx, orgId: number): Promise<number> {
  const [row] = await tx
    .update(organisations)
    .set({ submissionSeq: sql`${organisations.submissionSeq} + 1` })
    .where(eq(organisations.id, orgId))
    .returning({ seq: organisations.submissionSeq });
  if (!row) throw new Error(`organisation ${orgId} not visible`);
  return row.seq;
}
