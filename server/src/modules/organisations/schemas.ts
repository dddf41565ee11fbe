import { UserListQuery } from 'shared-api/schemas';

export { OrganisationParams, OrganisationResponse, OrgIdQuery } from 'shared-api/schemas';

/** `GET /api/organisation/{id}/user` takes the same list parameters as `GET /api/user`. */
export const OrganisationUserQuery = UserListQuery;
