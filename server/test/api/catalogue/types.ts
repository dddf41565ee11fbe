import type { Call } from '../client';

/** Ids of one tenant's rows that the routes point at (made in tenancy.test.ts `tenant()`). */
export interface TenantIds {
  orgId: number;
  studentId: number;
  staffId: number;
  incidentId: number;
  /** A role of the tenant (its Standard role), a group and a group membership of the service user. */
  roleId: number;
  groupId: number;
  groupMemberId: number;
  /** A content menu item (a Category) of the tenant. */
  contentId: number;
  /** A comment on the incident, and the incident's stored PDF (files row). */
  commentId: number;
  fileId: number;
}

/** A valid request about the given tenant's rows; `writes` when it changes data. */
export type RouteCase = Call & {
  name: string;
  writes: boolean;
  /** Only global admins may call it (the tenant's own admin gets 403), so tenant() skips it. */
  globalAdminOnly?: boolean;
};
