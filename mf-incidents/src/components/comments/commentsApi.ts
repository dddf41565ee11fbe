// Collaborator comments of a report chain (contracts §Issue 3).
import { api, type CommentRow } from 'shared-api';

export type Comment = CommentRow;

export const COMMENT_SECTION = 'general';

export const commentsPath = (submissionId: number) =>
  `/api/formsubmission/${submissionId}/comment` as const;

export async function addComment(submissionId: number, content: string): Promise<Comment> {
  const answer = await api.post(commentsPath(submissionId), {
    body: { content },
    query: { section: COMMENT_SECTION },
  });
  return answer.data.comment;
}

export async function deleteComment(submissionId: number, commentId: number): Promise<void> {
  await api.delete(`/api/formsubmission/${submissionId}/comment/${commentId}`);
}
