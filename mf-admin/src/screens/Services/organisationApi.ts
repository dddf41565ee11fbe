import { useApi, useSession } from 'shared-api';

export interface OrganisationRow {
  id: number;
  name: string;
  primaryColour?: string | null;
  secondaryColour?: string | null;
  plan?: string | null;
  createdAt?: string;
}

/** Services (organisations) are managed by global administrators only; the server refuses others. */
export function useIsGlobalAdmin(): boolean {
  return useSession().userDetails?.isglobaladmin === true;
}

export function useOrganisations(enabled: boolean) {
  return useApi<OrganisationRow[]>(enabled ? '/api/organisations' : null);
}

export const GLOBAL_ADMINS_ONLY = 'Only global administrators can manage {servicePlural}.';
