import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import { RowActions } from '../screens/SystemUsers/ui';

interface Props {
  /** What the row is called in the buttons' accessible names ('Edit <name>'). */
  name: string;
  editTo: string;
  /** Omitted when the row may not be deleted (the button is not shown). */
  onDelete?: () => void;
  /** Further actions shown before Edit. */
  children?: ReactNode;
}

/** A list row's Edit link and Delete button. */
export function EditDeleteActions({ name, editTo, onDelete, children }: Props) {
  return (
    <RowActions>
      {children}
      <Link to={editTo} aria-label={`Edit ${name}`}>
        Edit
      </Link>
      {onDelete && (
        <Button variant="danger" aria-label={`Delete ${name}`} onClick={onDelete}>
          Delete
        </Button>
      )}
    </RowActions>
  );
}
