import { Type, type Static } from 'typebox';
import { Id, UserListQuery, UserListResponse, UserResponse } from 'shared-api/schemas';

export { UserListQuery, UserListResponse, UserResponse };

/** `GET /api/user/{id}`: orgId plus an optional `fields` narrowing. */
export const UserGetQuery = Type.Object(
  { orgId: Id, fields: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type UserGetQuery = Static<typeof UserGetQuery>;

export const UserIdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** `fields=` may narrow a single user too. */
export const UserPartialResponse = Type.Object({
  data: Type.Partial(UserResponse.properties.data),
});
