import { api, useSession } from 'shared-api';
import { deleteWithBody } from './people';
import { useApiList } from './useApiList';

export interface StaffRow {
  id: number;
  firstName: string;
  lastName: string;
  email?: string | null;
}

export function useAccessCandidates(userId: number | null) {
  return useApiList<StaffRow>(userId === null ? null : `/api/user/${userId}/directaccess`);
}

export function useAccessGrants(userId: number | null) {
  return useApiList<StaffRow>(userId === null ? null : `/api/user/${userId}/directaccess/grants`);
}

export function useOrganisationId(): number | undefined {
  return useSession().activeOrg?.id;
}

export async function grantAccess(userId: number, staffId: number, organisation: number) {
  await api.post(`/api/user/${userId}/directaccess`, {
    data: [{ userGrantedAccess: staffId }],
    organisation,
  });
}

export async function revokeAccess(userId: number, staffId: number, organisation: number) {
  await deleteWithBody(`/api/user/${userId}/directaccess`, {
    data: [{ userGrantedAccess: staffId }],
    organisation,
  });
}
