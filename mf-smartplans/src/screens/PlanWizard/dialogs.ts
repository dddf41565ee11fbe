// The wizard's words (spec 1 §2, §8): confirmations, toasts and the draft note.
import { confirmDialog } from 'shared-ui';
import { incompleteMessage } from './validation';

export const SEND_CONFIRMATION =
  'Are you sure you wish to send this report to the selected key contacts?';
export const DELETE_DRAFT_CONFIRMATION =
  "Are you sure you want to delete this draft? This will erase any changes you've made.";
export const DRAFT_NOTE =
  'New incidents will not be visible on this plan until the draft is submitted or deleted.';
export const PLAN_ADDED = 'Behaviour Plan added';
export const SAVED_FOR_LATER = 'Your Smart Plan has been saved for later';
export const DRAFT_DELETED = 'Draft deleted';
export const NO_CHANGES = 'No fields have been changed. Details have not been submitted';

/** "Please complete '{question}' before continuing", acknowledged with OK. */
export function showIncomplete(question: string): Promise<boolean> {
  return confirmDialog({
    message: incompleteMessage(question),
    confirmLabel: 'OK',
    cancelLabel: 'Close',
  });
}

/** A problem to acknowledge with OK. */
export function showNotice(message: string): Promise<boolean> {
  return confirmDialog({ message, confirmLabel: 'OK', cancelLabel: 'Close' });
}

/** Yes / No confirmation of the spec's questions. */
export function askYesNo(message: string): Promise<boolean> {
  return confirmDialog({ message, confirmLabel: 'Yes', cancelLabel: 'No' });
}
