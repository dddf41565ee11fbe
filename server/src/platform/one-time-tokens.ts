import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { oneTimeTokens, type OneTimeTokenPurpose } from '../db/schema/index';
import { hashToken } from './tokens';

export interface IssueOptions {
  purpose: OneTimeTokenPurpose;
  /** The secret handed to the user (code, link token or OIDC state); only its hash is kept. */
  secret: string;
  ttlMinutes: number;
  userId?: number | null;
  orgId?: number | null;
  email?: string | null;
  data?: Record<string, unknown>;
}

export async function issueOneTimeToken(tx: Tx, opts: IssueOptions): Promise<number> {
  const [row] = await tx
    .insert(oneTimeTokens)
    .values({
      purpose: opts.purpose,
      tokenHash: hashToken(opts.secret),
      userId: opts.userId ?? null,
      orgId: opts.orgId ?? null,
      email: opts.email ?? null,
      data: opts.data ?? null,
      expiresAt: sql`now() + make_interval(mins => ${opts.ttlMinutes})`,
    })
    .returning({ id: oneTimeTokens.id });
  return row!.id;
}

/** Voids the user's outstanding tokens of one purpose (a new code or link replaces the old). */
export async function voidOutstanding(
  tx: Tx,
  purpose: OneTimeTokenPurpose,
  userId: number,
): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** The live (unused, unexpired) token with this secret, locked for the rest of the transaction. */
export async function findLiveToken(tx: Tx, purpose: OneTimeTokenPurpose, secret: string) {
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.tokenHash, hashToken(secret)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The user's newest live token of a purpose (verification codes are looked up per user). */
export async function latestLiveToken(tx: Tx, purpose: OneTimeTokenPurpose, userId: number) {
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(oneTimeTokens.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markUsed(tx: Tx, id: number): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(oneTimeTokens.id, id));
}
