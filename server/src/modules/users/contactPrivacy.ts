import { hasPermission, type HasMembership } from '../../platform/permissions';

/** Who reads a user answer, as far as staff contact details are concerned. */
export interface ContactViewer {
  userId: number;
  /** Holders of userManage (and organisation admins) manage staff accounts, so see their addresses. */
  seesStaffContacts: boolean;
}

/** `who` is the request (or its RequestContext), `userId` the caller. */
export function contactViewerOf(who: HasMembership, userId: number): ContactViewer {
  return { userId, seesStaffContacts: hasPermission(who, 'userManage') };
}

/**
 * A staff member's e-mail address (and user name, which is their sign-in address) is answered
 * only to themselves and to those who manage staff: other staff see names, never addresses.
 */
export function withStaffContactFor<
  T extends { id: number; type: string; email: string | null; userName: string | null },
>(row: T, viewer: ContactViewer | undefined): T {
  if (!viewer || viewer.seesStaffContacts || row.type !== 'user' || row.id === viewer.userId) {
    return row;
  }
  return { ...row, email: null, userName: null };
}
