import { confirmDialog, toast } from 'shared-ui';
import { errorText } from '../screens/SystemUsers/ui';

interface Options {
  question: string;
  /** The write itself; throwing shows the error as a toast. */
  remove: () => Promise<unknown>;
  /** The success toast. */
  deleted: string;
  /** Runs after the success toast (e.g. refetching the list); its errors are toasted too. */
  afterDelete?: () => Promise<unknown>;
}

/** Asks first, deletes, then toasts the outcome. True when deleted. */
export async function confirmDelete({
  question,
  remove,
  deleted,
  afterDelete,
}: Options): Promise<boolean> {
  if (!(await confirmDialog(question))) return false;
  try {
    await remove();
    toast.success(deleted);
    await afterDelete?.();
    return true;
  } catch (error) {
    toast.error(errorText(error));
    return false;
  }
}
