import { useApi, useSession, type OrganisationListItem } from 'shared-api';

/** Without `fields` the list answers every column of OrganisationListItem. */
export type OrganisationRow = OrganisationListItem;

/** Services (organisations) are managed by global administrators only; the server refuses others. */
export function useIsGlobalAdmin(): boolean {
  return useSession().userDetails?.isglobaladmin === true;
}

export function useOrganisations(enabled: boolean) {
  const answer = useApi(enabled ? '/api/organisations' : null);
  return answer as typeof answer & { data?: { data: OrganisationRow[] } };
}

export const GLOBAL_ADMINS_ONLY = 'Only global administrators can manage {servicePlural}.';
