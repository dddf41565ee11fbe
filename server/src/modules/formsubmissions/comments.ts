import { and, asc, eq } from 'drizzle-orm';
import type { CommentRow } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { comments, users } from '../../db/schema/index';
import { forbidden } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { loadVisible, writesOrCollaborates } from './access';

/** What the comment actions (comment-list.ts, comment-add.ts, comment-delete.ts) share. */

export const NOT_A_COMMENTER =
  'Only the author or a collaborator can change comments on this incident';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const MAX_COMMENT_LENGTH = 5000;

/** Comment rows of the organisation matching `condition`, oldest first, with their authors. */
export async function commentRows(
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

/** The incident, visible to the caller, who wrote or collaborates on some version of it (else 403). */
export async function assertCommenter(ctx: RequestContext, id: number) {
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const submission = await loadVisible(tx, viewer, id);
  if (!(await writesOrCollaborates(tx, viewer, submission.id))) throw forbidden(NOT_A_COMMENTER);
  return { viewer, submission };
}
