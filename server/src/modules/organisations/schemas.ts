import { Type, type Static } from 'typebox';
import { DataResponse, Id, Organisation, OrgIdQuery, UserListQuery } from 'shared-api/schemas';

export { OrgIdQuery };

export const OrganisationParams = Type.Object({ id: Id }, { additionalProperties: false });
export type OrganisationParams = Static<typeof OrganisationParams>;

export const OrganisationResponse = DataResponse(Organisation);

/** `GET /api/organisation/{id}/user` takes the same list parameters as `GET /api/user`. */
export const OrganisationUserQuery = UserListQuery;
