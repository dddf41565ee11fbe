import { confirmDialog, toast } from 'shared-ui';
import { archivePlan } from '../data/plans';

export const DELETE_QUESTION = 'Are you sure you want to delete this?';

/** Both lists' delete: the spec's confirmation, archive (never a hard delete), toast, reload. */
export async function confirmAndDeletePlan(
  id: number,
  deleted: string,
  reload: () => Promise<unknown>,
): Promise<void> {
  if (!(await confirmDialog({ message: DELETE_QUESTION, confirmLabel: 'Yes', cancelLabel: 'No' })))
    return;
  try {
    await archivePlan(id);
    toast.success(deleted);
    await reload();
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'Unknown Error: Please try again');
  }
}
