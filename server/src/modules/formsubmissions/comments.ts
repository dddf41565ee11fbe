import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CommentRow } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { comments, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { chainIds, loadVisible, writesOrCollaborates } from './access';

export const NOT_A_COMMENTER =
  'Only the author or a collaborator can change comments on this incident';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const MAX_COMMENT_LENGTH = 5000;

async function commentRows(
  tx: Tx,
  orgId: number,
  condition: ReturnType<typeof and>,
): Promise<CommentRow[]> {
  const rows = await tx
    .select({
      id: comments.id,
      section: comments.section,
      content: comments.content,
      createdAt: comments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.orgId, orgId), eq(comments.deleted, false), condition))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((r) => ({
    id: r.id,
    section: r.section,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    author: { firstName: r.firstName ?? '', lastName: r.lastName ?? '' },
  }));
}

/** Comments on every version of the incident; anyone who sees it reads them. */
export async function listComments(ctx: RequestContext, id: number) {
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const submission = await loadVisible(tx, viewer, id);
  const ids = await chainIds(tx, viewer.orgId, submission);
  return commentRows(tx, viewer.orgId, inArray(comments.submissionId, ids));
}

async function assertCommenter(ctx: RequestContext, id: number) {
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const submission = await loadVisible(tx, viewer, id);
  if (!(await writesOrCollaborates(tx, viewer, submission.id))) throw forbidden(NOT_A_COMMENTER);
  return { viewer, submission };
}

export async function addComment(
  ctx: RequestContext,
  input: { id: number; section: string; content: string },
): Promise<CommentRow> {
  const { tx } = ctx;
  const { id, section } = input;
  const content = input.content.trim();
  if (!content) throw badRequest('content: is required');
  if (content.length > MAX_COMMENT_LENGTH) {
    throw badRequest(`content: must be at most ${MAX_COMMENT_LENGTH} characters`);
  }
  const { viewer, submission } = await assertCommenter(ctx, id);
  const [row] = await tx
    .insert(comments)
    .values({
      orgId: viewer.orgId,
      submissionId: submission.id,
      section,
      content,
      authorId: viewer.userId,
    })
    .returning();
  await audit(tx, ctx, { action: 'create', entity: 'comment', entityId: row!.id, after: row });
  const [comment] = await commentRows(tx, viewer.orgId, eq(comments.id, row!.id));
  return comment!;
}

/** Soft delete of a comment on any version of the incident. */
export async function deleteComment(
  ctx: RequestContext,
  input: { id: number; commentId: number },
): Promise<void> {
  const { tx } = ctx;
  const { id, commentId } = input;
  const { viewer, submission } = await assertCommenter(ctx, id);
  const ids = await chainIds(tx, viewer.orgId, submission);
  const [row] = await tx
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.orgId, viewer.orgId),
        eq(comments.deleted, false),
        inArray(comments.submissionId, ids),
      ),
    )
    .for('update');
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  const [after] = await tx
    .update(comments)
    .set({ deleted: true })
    .where(and(eq(comments.id, commentId), eq(comments.orgId, viewer.orgId)))
    .returning();
  await audit(tx, ctx, {
    action: 'delete',
    entity: 'comment',
    entityId: commentId,
    before: row,
    after,
  });
}
