import { RESTRICTED_USER_PERMISSIONS } from 'shared-api/permissions';
import type { RouteCase, TenantIds } from './types';

/**
 * Administration area (issue 4): users, invitations, groups, direct access, roles, organisations,
 * organisation settings, action log, audit trail. `organisation` in bodies names the tenant whose
 * rows the case is about, so B's token in B's organisation is refused (403) rather than writing
 * into B. The /api/organisations writes are global-admin only (`globalAdminOnly`).
 */
export type PeopleIds = Pick<
  TenantIds,
  'orgId' | 'studentId' | 'staffId' | 'roleId' | 'groupId' | 'groupMemberId'
>;

export function peopleRoutes(ids: PeopleIds): RouteCase[] {
  const subject = `/api/user/${ids.studentId}`;
  const grantBody = { data: [{ userGrantedAccess: ids.staffId }], organisation: ids.orgId };
  return [
    {
      name: 'create service user',
      method: 'POST',
      url: '/api/user',
      body: {
        data: { type: 'student', firstName: 'New', lastName: 'Pupil' },
        organisation: ids.orgId,
      },
      writes: true,
    },
    {
      name: 'update service user',
      method: 'PUT',
      url: subject,
      body: { data: { firstName: 'Alex', lastName: 'Pupil', gender: 'female' } },
      writes: true,
    },
    { name: 'delete user', method: 'DELETE', url: subject, writes: true },
    {
      name: 'reset staff password',
      method: 'POST',
      url: `/api/user/${ids.staffId}/reset-password`,
      writes: true,
    },
    {
      name: 'invite staff',
      method: 'POST',
      url: '/api/user/invite',
      body: { email: ['invitee@tenancy.test'], role: ids.roleId, organisation: ids.orgId },
      writes: true,
    },
    { name: 'list groups', method: 'GET', url: '/api/usergroup', writes: false },
    {
      name: 'create group',
      method: 'POST',
      url: '/api/usergroup',
      body: { data: { name: 'Tenancy group', organisation: ids.orgId } },
      writes: true,
    },
    {
      name: 'list group members',
      method: 'GET',
      url: '/api/usergroupmember',
      query: { where: JSON.stringify({ user: ids.studentId }) },
      writes: false,
    },
    {
      name: 'add group member',
      method: 'POST',
      url: '/api/usergroupmember',
      body: { data: { usergroup: ids.groupId, user: ids.studentId } },
      writes: true,
    },
    {
      name: 'remove group member',
      method: 'DELETE',
      url: `/api/usergroupmember/${ids.groupMemberId}`,
      writes: true,
    },
    { name: 'access candidates', method: 'GET', url: `${subject}/directaccess`, writes: false },
    { name: 'access grants', method: 'GET', url: `${subject}/directaccess/grants`, writes: false },
    {
      name: 'grant access',
      method: 'POST',
      url: `${subject}/directaccess`,
      body: grantBody,
      writes: true,
    },
    {
      name: 'revoke access',
      method: 'DELETE',
      url: `${subject}/directaccess`,
      body: grantBody,
      writes: true,
    },
    { name: 'list roles', method: 'GET', url: '/api/role', writes: false },
    { name: 'one role', method: 'GET', url: `/api/role/${ids.roleId}`, writes: false },
    {
      name: 'create role',
      method: 'POST',
      url: '/api/role',
      body: { data: { title: 'Tenancy role', permissions: [], organisation: ids.orgId } },
      writes: true,
    },
    {
      name: 'update role',
      method: 'PUT',
      url: `/api/role/${ids.roleId}`,
      body: { data: { permissions: [...RESTRICTED_USER_PERMISSIONS] } },
      writes: true,
    },
    { name: 'delete role', method: 'DELETE', url: `/api/role/${ids.roleId}`, writes: true },
    {
      name: 'assign role',
      method: 'POST',
      url: `/api/role/${ids.roleId}/user/${ids.staffId}`,
      writes: true,
    },
    { name: 'role of user', method: 'GET', url: `/api/user/${ids.staffId}/role`, writes: false },
    { name: 'permission catalogue', method: 'GET', url: '/api/permission', writes: false },
    { name: 'list organisations', method: 'GET', url: '/api/organisations', writes: false },
    {
      name: 'create organisation',
      method: 'POST',
      url: '/api/organisations',
      body: {
        data: { name: 'Tenancy service', primaryColour: '#000000', secondaryColour: '#ffffff' },
      },
      writes: true,
      globalAdminOnly: true,
    },
    {
      name: 'update organisation',
      method: 'PUT',
      url: `/api/organisations/${ids.orgId}`,
      body: { data: { name: 'Renamed service' } },
      writes: true,
      globalAdminOnly: true,
    },
    {
      name: 'delete organisation',
      method: 'DELETE',
      url: `/api/organisations/${ids.orgId}`,
      writes: true,
      globalAdminOnly: true,
    },
    {
      name: 'organisation settings',
      method: 'PUT',
      url: `/api/organisation/${ids.orgId}/settings`,
      body: { data: { enablePILExtras: true } },
      writes: true,
    },
    {
      name: 'action log',
      method: 'GET',
      url: '/api/actionlog',
      query: { where: JSON.stringify({ subject: ids.studentId }) },
      writes: false,
    },
    {
      name: 'audit trail',
      method: 'GET',
      url: '/api/audittrail',
      query: { where: JSON.stringify({ entity: 'user', entityId: String(ids.studentId) }) },
      writes: false,
    },
  ];
}
