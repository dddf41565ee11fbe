import { eq } from 'drizzle-orm';
import type { CommentRow } from 'shared-api/schemas';
import { comments } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { assertCommenter, commentRows, MAX_COMMENT_LENGTH } from './comments';

/** POST /api/formsubmission/{id}/comment: the author or a collaborator of the incident. */
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
