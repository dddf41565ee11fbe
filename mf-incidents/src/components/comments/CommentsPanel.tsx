import { useId, useState } from 'react';
import { useApi } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { Button, Card, confirmDialog, toast } from 'shared-ui';
import styled from 'styled-components';
import {
  addComment,
  COMMENT_SECTION,
  commentsPath,
  deleteComment,
  type Comment,
} from './commentsApi';

export const NO_COMMENTS = 'No comments have been added yet.';
export const DELETE_COMMENT_QUESTION = 'Are you sure you want to delete this comment?';
/** Comment timestamps (spec 2 §9). */
export const COMMENT_TIME_FORMAT = 'yyyy-MM-dd HH:mm';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    white-space: pre-wrap;
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colours.muted};
`;

const TextArea = styled.textarea`
  font: inherit;
  width: 100%;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: 6px;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export interface CommentsPanelProps {
  /** The report the comments belong to; null before it has been saved. */
  submissionId: number | null;
  /** Only the author and the report's collaborators add and delete comments (spec 2 §4, §6). */
  canWrite: boolean;
}

/** "Collaborator's Comments": the chain's comments, with add and delete for collaborators. */
export function CommentsPanel({ submissionId, canWrite }: CommentsPanelProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const { data, error, mutate } = useApi(submissionId ? commentsPath(submissionId) : null);
  const comments = (data?.data.comments ?? []).filter(
    (c) => (c.section || COMMENT_SECTION) === COMMENT_SECTION,
  );

  const add = async () => {
    const content = text.trim();
    if (!content || !submissionId) return;
    setBusy(true);
    try {
      await addComment(submissionId, content);
      setText('');
      await mutate();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (comment: Comment) => {
    if (!submissionId || !(await confirmDialog(DELETE_COMMENT_QUESTION))) return;
    try {
      await deleteComment(submissionId, comment.id);
      await mutate();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <Card title="Collaborator's Comments" aria-label="Collaborator's Comments">
      {error && <p role="alert">{error.message}</p>}
      {comments.length === 0 ? (
        <p>{NO_COMMENTS}</p>
      ) : (
        <List>
          {comments.map((comment) => (
            <li key={comment.id}>
              <Meta>
                <span>
                  {`${comment.author.firstName} ${comment.author.lastName}`.trim()} -{' '}
                  <time dateTime={comment.createdAt}>
                    {formatDate(comment.createdAt, COMMENT_TIME_FORMAT)}
                  </time>
                </span>
                {canWrite && (
                  <Button
                    type="button"
                    variant="link"
                    aria-label={`Delete comment by ${comment.author.firstName} ${comment.author.lastName}`}
                    onClick={() => void remove(comment)}
                  >
                    Delete
                  </Button>
                )}
              </Meta>
              <p>{comment.content}</p>
            </li>
          ))}
        </List>
      )}
      {canWrite && submissionId && (
        <div>
          <label htmlFor={inputId}>Add a comment</label>
          <TextArea
            id={inputId}
            rows={3}
            maxLength={5000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="button" disabled={busy} onClick={() => void add()}>
            Add Comment
          </Button>
        </div>
      )}
      {!submissionId && <p>Comments can be added once the report has been saved.</p>}
    </Card>
  );
}
