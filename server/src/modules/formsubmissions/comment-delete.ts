import { and, eq, inArray } from 'drizzle-orm';
import { comments } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { chainIds } from './access';
import { assertCommenter, COMMENT_NOT_FOUND } from './comments';

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
