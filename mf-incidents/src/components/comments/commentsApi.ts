// Collaborator comments of a report chain (contracts §Issue 3).
import { api } from 'shared-api';

export interface Comment {
  id: number;
  section: string;
  content: string;
  createdAt: string;
  author: { firstName: string; lastName: string };
}

export const COMMENT_SECTION = 'general';

export const commentsPath = (submissionId: number) => `/api/formsubmission/${submissionId}/comment`;

export async function addComment(submissionId: number, content: string): Promise<Comment> {
  const answer = await api.post<{ comment: Comment }>(
    commentsPath(submissionId),
    { content },
    { section: COMMENT_SECTION },
  );
  return answer.data.comment;
}

export async function deleteComment(submissionId: number, commentId: number): Promise<void> {
  await api.delete(`${commentsPath(submissionId)}/${commentId}`);
}
