import { confirmDialog } from 'shared-ui';
import { incompleteMessage } from './validation';

/** "Please complete '{question}' before continuing" (spec 2 §5), acknowledged with OK. */
export function showIncomplete(question: string): Promise<boolean> {
  return confirmDialog({
    message: incompleteMessage(question),
    confirmLabel: 'OK',
    cancelLabel: 'Close',
  });
}

export const SEND_CONFIRMATION =
  'Are you sure you wish to send this report to the selected key contacts?';
export const NO_CHANGES = 'No fields have been changed. Details have not been submitted';
export const REPORT_ADDED = 'Incident report added';
export const SAVED_FOR_LATER = 'Your report has been saved for later';
