import { isOrgAdmin, useSession, type SessionState } from 'shared-api';
import { mayTake, refusalOf, type AdminAction, type Holder } from './adminActions';

export function holderOf(session: SessionState): Holder {
  const orgId = session.activeOrg?.id;
  const own = orgId === undefined ? undefined : session.myPermissions?.[String(orgId)];
  return {
    isOrgAdmin: isOrgAdmin(session),
    isGlobalAdmin: session.userDetails?.isglobaladmin === true,
    permissions: own?.permissions ?? [],
  };
}

export interface AdminAccess {
  /** True when the server would accept the action from the signed-in user. */
  can: (action: AdminAction) => boolean;
  /** The reason shown where the action is withheld. */
  reason: (action: AdminAction) => string;
  /** The signed-in user's id (own-account rules: nobody deletes themselves). */
  userId: number | undefined;
  /** The organisation's administrator, whom nobody can delete. */
  orgAdminId: number | null | undefined;
}

/** The signed-in user's admin actions in the active organisation. */
export function useAdminAccess(): AdminAccess {
  const session = useSession();
  const holder = holderOf(session);
  return {
    can: (action) => mayTake(holder, action),
    reason: refusalOf,
    userId: session.userDetails?.id,
    orgAdminId: session.activeOrg?.admin,
  };
}
