import { api, useSession, type UserGroup } from 'shared-api';
import { useApiList, type ListRow } from './useApiList';

const GROUP_QUERY = { fields: 'id,name,description,owner,organisation', limit: 1000 } as const;
const MEMBERSHIP_FIELDS = 'id,usergroup,user,name';

export type Group = ListRow<'/api/usergroup', typeof GROUP_QUERY>;
export type GroupMembership = ListRow<'/api/usergroupmember', { fields: typeof MEMBERSHIP_FIELDS }>;

/** Groups of the organisation (limit 1000, spec 3 §9). */
export function useGroups() {
  return useApiList('/api/usergroup', GROUP_QUERY);
}

/** Groups one person belongs to (default limit 20 group members, spec 3 §9). */
export function useMemberships(userId: number | null) {
  return useApiList(userId === null ? null : '/api/usergroupmember', {
    where: { user: userId },
    fields: MEMBERSHIP_FIELDS,
    limit: 20,
  });
}

export function useActiveOrgId(): number | undefined {
  return useSession().activeOrg?.id;
}

/** Creates a group; the answer is a list with the new group first. */
export async function createGroup(name: string, organisation: number): Promise<UserGroup> {
  const { data } = await api.post('/api/usergroup', {
    body: { data: { name: name.trim(), organisation } },
  });
  const group = data[0];
  if (!group) throw new Error('The server did not return a group');
  return group;
}

export async function addMember(usergroup: number, user: number): Promise<void> {
  await api.post('/api/usergroupmember', { body: { data: { usergroup, user } } });
}

export async function removeMember(membershipId: number): Promise<void> {
  await api.delete(`/api/usergroupmember/${membershipId}`);
}
