import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ShareItem, ShareListQuery } from 'shared-api/schemas';
import { users } from '../../db/schema/index';
import { documentShareOpenings, documentShares } from '../../db/schema/shares';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, httpError, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor, type RequestViewer } from '../../platform/visibility';
import { readPermittedFile } from '../files/service';
import { loadVisible } from '../formsubmissions/access';

export const LINK_NOT_FOUND = 'Link not found';

type ShareRow = typeof documentShares.$inferSelect;

/** Leads and organisation admins oversee every link of the organisation. */
function oversees(ctx: RequestContext, viewer: RequestViewer): boolean {
  return viewer.isSafeguardingLead || Boolean(ctx.membership?.isAdmin);
}

function stateOf(row: ShareRow, now: Date): ShareItem['state'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

async function toItems(
  ctx: RequestContext,
  viewer: RequestViewer,
  rows: ShareRow[],
): Promise<ShareItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const openings = await ctx.tx
    .select()
    .from(documentShareOpenings)
    .where(
      and(eq(documentShareOpenings.orgId, ctx.orgId), inArray(documentShareOpenings.shareId, ids)),
    )
    .orderBy(asc(documentShareOpenings.id));
  const senderIds = [...new Set(rows.map((r) => r.createdBy).filter((v): v is number => !!v))];
  const senders = senderIds.length
    ? await ctx.tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, senderIds))
    : [];
  const at = new Date();
  const lead = oversees(ctx, viewer);
  return rows.map((row) => {
    const state = stateOf(row, at);
    return {
      id: row.id,
      kind: row.kind,
      submissionId: row.submissionId,
      fileId: row.fileId,
      recipientEmail: row.recipientEmail,
      recipientName: row.recipientName,
      createdAt: row.createdAt.toISOString(),
      createdBy: senders.find((s) => s.id === row.createdBy) ?? null,
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
      state,
      mayRevoke: state === 'active' && (lead || row.createdBy === ctx.userId),
      openings: openings
        .filter((o) => o.shareId === row.id)
        .map((o) => ({
          at: o.createdAt.toISOString(),
          step: o.step,
          ok: o.ok,
          reason: o.reason,
          clientIp: o.clientIp,
        })),
    };
  });
}

/**
 * The links of one document, newest first: an incident report or Smart Plan version
 * (`submissionId`) or a file (`fileId`, which also finds the links of the reports whose PDF it
 * is). Whoever may see the document sees its links (404 alike otherwise).
 */
export async function listShares(ctx: RequestContext, query: ShareListQuery): Promise<ShareItem[]> {
  const { submissionId, fileId } = query;
  if ((submissionId === undefined) === (fileId === undefined)) {
    throw badRequest('submissionId: name one document (submissionId or fileId)');
  }
  const viewer = await viewerFor(ctx);
  let where;
  if (submissionId !== undefined) {
    await loadVisible(ctx.tx, viewer, submissionId);
    where = eq(documentShares.submissionId, submissionId);
  } else {
    await readPermittedFile(ctx, fileId!);
    where = or(
      eq(documentShares.fileId, fileId!),
      sql`exists (select 1 from form_submissions fs where fs.id = ${documentShares.submissionId}
        and fs.org_id = ${ctx.orgId} and fs.pdf_file_id = ${fileId!})`,
    );
  }
  const rows = await ctx.tx
    .select()
    .from(documentShares)
    .where(and(eq(documentShares.orgId, ctx.orgId), where))
    .orderBy(sql`${documentShares.id} desc`)
    .limit(500);
  return toItems(ctx, viewer, rows);
}

/**
 * Ends a link at once (its sender, a safeguarding lead or an organisation admin). The row stays,
 * with who revoked it and when; an access already granted by a code ends too.
 */
export async function revokeShare(ctx: RequestContext, id: number): Promise<ShareItem> {
  const viewer = await viewerFor(ctx);
  const [row] = await ctx.tx
    .select()
    .from(documentShares)
    .where(and(eq(documentShares.id, id), eq(documentShares.orgId, ctx.orgId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound(LINK_NOT_FOUND);
  if (!oversees(ctx, viewer) && row.createdBy !== ctx.userId) {
    throw forbidden(
      'Only the sender, a safeguarding lead or an administrator can revoke this link',
    );
  }
  if (row.revokedAt) throw httpError(409, 'This link has already been revoked');
  const [updated] = await ctx.tx
    .update(documentShares)
    .set({ revokedAt: sql`now()`, revokedBy: ctx.userId })
    .where(and(eq(documentShares.id, id), eq(documentShares.orgId, ctx.orgId)))
    .returning();
  await audit(ctx.tx, ctx, {
    action: 'revoke',
    entity: 'documentShare',
    entityId: id,
    before: { revokedAt: null },
    after: { revokedAt: updated!.revokedAt, revokedBy: ctx.userId },
  });
  const [item] = await toItems(ctx, viewer, [updated!]);
  return item!;
}
