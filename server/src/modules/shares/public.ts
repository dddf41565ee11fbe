import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SHARE_TEXTS, type ShareAccess } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { files, formSubmissions } from '../../db/schema/index';
import { documentShareOpenings, documentShares, type ShareStep } from '../../db/schema/shares';
import { audit } from '../../platform/audit';
import { HttpError, httpError } from '../../platform/errors';
import { sendMail } from '../../platform/mail';
import { withSystem } from '../../platform/tenancy';
import { hashToken, newToken, newVerificationCode, sameHash } from '../../platform/tokens';

/** How long a code works, how many wrong tries it takes, how long a right one gives access. */
export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_CODES = 5;
export const ACCESS_TTL_MINUTES = 15;

type ShareRow = typeof documentShares.$inferSelect;

/** The code is bound to its link: the same six digits hash differently for another link. */
const codeHash = (shareId: number, code: string) => hashToken(`share-code:${shareId}:${code}`);

/**
 * The public endpoints run as besmart_system: the organisation is only known once the token's hash
 * has found the link. Each step is logged on the link (document_share_openings) and audited, in
 * the same transaction; a refusal is decided inside it and thrown only after it committed, so the
 * log and the wrong-code count survive the refusal.
 */
async function logStep(
  tx: Tx,
  request: FastifyRequest,
  share: ShareRow,
  step: ShareStep,
  ok: boolean,
  reason: string | null,
): Promise<void> {
  await tx.insert(documentShareOpenings).values({
    orgId: share.orgId,
    shareId: share.id,
    step,
    ok,
    reason,
    clientIp: request.ip ?? null,
  });
  await audit(tx, request, {
    action: `share-${step}`,
    entity: 'documentShare',
    entityId: share.id,
    orgId: share.orgId,
    actorId: null,
    after: { ok, reason, recipientEmail: share.recipientEmail },
  });
}

/** Why a link no longer works, or null while it does. */
function deadReason(share: ShareRow, now: Date): 'revoked' | 'expired' | null {
  if (share.revokedAt) return 'revoked';
  if (share.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

async function findByToken(tx: Tx, token: string): Promise<ShareRow | null> {
  const [row] = await tx
    .select()
    .from(documentShares)
    .where(eq(documentShares.tokenHash, hashToken(token)))
    .limit(1)
    .for('update');
  return row ?? null;
}

async function dbNow(tx: Tx): Promise<Date> {
  const rows = (await tx.execute(sql`select now() as now`)) as unknown as {
    rows: { now: Date | string }[];
  };
  return new Date(rows.rows[0]!.now);
}

/**
 * Step 1: the recipient opened the link. A live link gets a new 6-digit code (replacing any
 * earlier one) mailed to its address. The answer is the same for a live, dead or unknown token.
 */
export async function openShare(request: FastifyRequest, token: string): Promise<void> {
  await withSystem(request.server.db, async (tx) => {
    const share = await findByToken(tx, token);
    if (!share) {
      request.log.info('shared document: a link that is not ours was opened');
      return;
    }
    const dead = deadReason(share, await dbNow(tx));
    if (dead) {
      await logStep(tx, request, share, 'open', false, dead);
      return;
    }
    const code = newVerificationCode();
    await tx
      .update(documentShares)
      .set({
        codeHash: codeHash(share.id, code),
        codeExpiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
        codeAttempts: 0,
      })
      .where(eq(documentShares.id, share.id));
    await sendMail(tx, {
      to: share.recipientEmail,
      orgId: share.orgId,
      subject: 'Your code to open the shared document',
      text: [
        `Your code is ${code}`,
        '',
        `Enter it on the page that asked for it. It works once, for ${CODE_TTL_MINUTES} minutes.`,
        'If you did not open a link to a document, you can ignore this message.',
      ].join('\n'),
    });
    await logStep(tx, request, share, 'open', true, 'codeSent');
  });
}

/**
 * Step 2: the code. A right code (once) gives a short-lived access token for this one document;
 * a wrong one counts, and after MAX_WRONG_CODES the code is spent.
 */
export async function verifyShare(
  request: FastifyRequest,
  token: string,
  code: string,
): Promise<ShareAccess> {
  const outcome = await withSystem(
    request.server.db,
    async (tx): Promise<{ access: ShareAccess } | { refuse: HttpError }> => {
      const share = await findByToken(tx, token);
      if (!share) return { refuse: httpError(404, SHARE_TEXTS.notValid) };
      const now = await dbNow(tx);
      const dead = deadReason(share, now);
      if (dead) {
        await logStep(tx, request, share, 'verify', false, dead);
        return { refuse: httpError(404, SHARE_TEXTS.notValid) };
      }
      if (!share.codeHash || !share.codeExpiresAt || share.codeExpiresAt <= now) {
        await logStep(tx, request, share, 'verify', false, 'codeExpired');
        return { refuse: httpError(400, SHARE_TEXTS.codeUsedUp) };
      }
      if (share.codeAttempts >= MAX_WRONG_CODES) {
        await logStep(tx, request, share, 'verify', false, 'tooManyWrongCodes');
        return { refuse: httpError(400, SHARE_TEXTS.codeUsedUp) };
      }
      if (!sameHash(share.codeHash, codeHash(share.id, code))) {
        const attempts = share.codeAttempts + 1;
        await tx
          .update(documentShares)
          .set({ codeAttempts: attempts })
          .where(eq(documentShares.id, share.id));
        await logStep(tx, request, share, 'verify', false, 'wrongCode');
        return {
          refuse: httpError(
            400,
            attempts >= MAX_WRONG_CODES ? SHARE_TEXTS.codeUsedUp : SHARE_TEXTS.wrongCode,
          ),
        };
      }
      const accessToken = newToken();
      const [granted] = await tx
        .update(documentShares)
        .set({
          codeHash: null,
          codeExpiresAt: null,
          codeAttempts: 0,
          accessHash: hashToken(accessToken),
          accessExpiresAt: sql`least(now() + make_interval(mins => ${ACCESS_TTL_MINUTES}), ${documentShares.expiresAt})`,
        })
        .where(eq(documentShares.id, share.id))
        .returning({ accessExpiresAt: documentShares.accessExpiresAt });
      await logStep(tx, request, share, 'verify', true, null);
      const file = await documentFile(tx, share);
      return {
        access: {
          accessToken,
          expiresAt: granted!.accessExpiresAt!.toISOString(),
          kind: share.kind,
          fileName: file?.name ?? 'document.pdf',
        },
      };
    },
  );
  if ('refuse' in outcome) throw outcome.refuse;
  return outcome.access;
}

/** The PDF a link opens: its own file, or the current PDF of the version it names. */
async function documentFile(tx: Tx, share: ShareRow) {
  let fileId = share.fileId;
  if (!fileId && share.submissionId) {
    const [sub] = await tx
      .select({ pdfFileId: formSubmissions.pdfFileId })
      .from(formSubmissions)
      .where(
        and(eq(formSubmissions.id, share.submissionId), eq(formSubmissions.orgId, share.orgId)),
      )
      .limit(1);
    fileId = sub?.pdfFileId ?? null;
  }
  if (!fileId) return null;
  const [file] = await tx
    .select({ name: files.name, mimeType: files.mimeType, content: files.content })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.orgId, share.orgId), eq(files.deleted, false)))
    .limit(1);
  return file ?? null;
}

export const ACCESS_ENDED = SHARE_TEXTS.notValid;
export const NOT_READY = 'The document is not ready yet. Please try again in a few minutes.';

/** Step 3: the document itself, for a live access token of a live link. */
export async function readSharedDocument(request: FastifyRequest, accessToken: string) {
  const outcome = await withSystem(request.server.db, async (tx) => {
    const [share] = await tx
      .select()
      .from(documentShares)
      .where(eq(documentShares.accessHash, hashToken(accessToken)))
      .limit(1);
    if (!share) return { refuse: httpError(401, ACCESS_ENDED) };
    const now = await dbNow(tx);
    const dead =
      deadReason(share, now) ??
      (!share.accessExpiresAt || share.accessExpiresAt <= now ? 'accessExpired' : null);
    if (dead) {
      await logStep(tx, request, share, 'document', false, dead);
      return { refuse: httpError(401, ACCESS_ENDED) };
    }
    const file = await documentFile(tx, share);
    if (!file) {
      await logStep(tx, request, share, 'document', false, 'notReady');
      return { refuse: httpError(409, NOT_READY) };
    }
    await logStep(tx, request, share, 'document', true, null);
    return { file };
  });
  if ('refuse' in outcome) throw outcome.refuse;
  return outcome.file;
}
