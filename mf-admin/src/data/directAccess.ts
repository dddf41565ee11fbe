import { api, useSession, type StaffSummary } from 'shared-api';
import { useApiList } from './useApiList';

/** Without `fields` the server answers every StaffSummary column. */
export type StaffRow = StaffSummary;

export function useAccessCandidates(userId: number | null) {
  const list = useApiList(userId === null ? null : `/api/user/${userId}/directaccess`);
  return { ...list, rows: list.rows as StaffRow[] };
}

export function useAccessGrants(userId: number | null) {
  const list = useApiList(userId === null ? null : `/api/user/${userId}/directaccess/grants`);
  return { ...list, rows: list.rows as StaffRow[] };
}

export function useOrganisationId(): number | undefined {
  return useSession().activeOrg?.id;
}

/** One call grants every chosen staff member (all or nothing on the server). */
export async function grantAccess(userId: number, staffIds: number[], organisation: number) {
  await api.post(`/api/user/${userId}/directaccess`, {
    body: { data: staffIds.map((userGrantedAccess) => ({ userGrantedAccess })), organisation },
  });
}

export async function revokeAccess(userId: number, staffId: number, organisation: number) {
  await api.delete(`/api/user/${userId}/directaccess`, {
    body: { data: [{ userGrantedAccess: staffId }], organisation },
  });
}
