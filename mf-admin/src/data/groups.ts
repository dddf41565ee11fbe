import { api, useSession } from 'shared-api';
import { useApiList } from './useApiList';

export interface Group {
  id: number;
  name: string;
  description?: string | null;
  owner?: number | null;
  organisation?: number;
}

export interface GroupMembership {
  id: number;
  usergroup: number;
  user: number;
  name?: string;
}

/** Groups of the organisation (limit 1000, spec 3 §9). */
export function useGroups() {
  return useApiList<Group>('/api/usergroup', {
    fields: 'id,name,description,owner,organisation',
    limit: 1000,
  });
}

/** Groups one person belongs to (default limit 20 group members, spec 3 §9). */
export function useMemberships(userId: number | null) {
  return useApiList<GroupMembership>(userId === null ? null : '/api/usergroupmember', {
    where: { user: userId },
    fields: 'id,usergroup,user,name',
    limit: 20,
  });
}

export function useActiveOrgId(): number | undefined {
  return useSession().activeOrg?.id;
}

/** Creates a group; the answer is a list with the new group first. */
export async function createGroup(name: string, organisation: number): Promise<Group> {
  const { data } = await api.post<Group[] | Group>('/api/usergroup', {
    data: { name: name.trim(), organisation },
  });
  const group = Array.isArray(data) ? data[0] : data;
  if (!group || typeof group.id !== 'number') throw new Error('The server did not return a group');
  return group;
}

export async function addMember(usergroup: number, user: number): Promise<void> {
  await api.post('/api/usergroupmember', { data: { usergroup, user } });
}

export async function removeMember(membershipId: number): Promise<void> {
  await api.delete(`/api/usergroupmember/${membershipId}`);
}
