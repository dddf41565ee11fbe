import { api } from 'shared-api';
import { toast } from 'shared-ui';
import { confirmDelete } from '../../components/confirmDelete';
import { errorText } from './ui';

export const RESET_SENT = 'Password reset email has been sent';
export const USER_DELETED = 'User deleted';

export interface NamedUser {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export function displayName(user: NamedUser): string {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name || user.email || `User ${user.id}`;
}

/** Mails the user a reset link (spec 3 §8 toasts). */
export async function resetUserPassword(user: NamedUser): Promise<boolean> {
  try {
    await api.post(`/api/user/${user.id}/reset-password`);
    toast.success(RESET_SENT);
    return true;
  } catch (error) {
    toast.error(`Password reset error - ${errorText(error)}`);
    return false;
  }
}

/** Asks first; the server soft-deletes (the membership of this organisation). True when deleted. */
export async function deleteSystemUser(user: NamedUser): Promise<boolean> {
  return confirmDelete({
    question: `Are you sure you want to delete user ${displayName(user)}?`,
    remove: async () => {
      await api.delete(`/api/user/${user.id}`);
    },
    deleted: USER_DELETED,
  });
}
