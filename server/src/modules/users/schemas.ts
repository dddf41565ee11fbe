import { Type, type Static } from 'typebox';
import { Id, UserListQuery, UserWithCpoms } from 'shared-api/schemas';

export { UserListQuery };

/** `GET /api/user/{id}`: orgId plus an optional `fields` narrowing. */
export const UserGetQuery = Type.Object(
  { orgId: Id, fields: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type UserGetQuery = Static<typeof UserGetQuery>;

export const UserIdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** `fields=` may narrow a user; cpomsId is answered only when `fields` names it. */
export const UserPartialResponse = Type.Object({ data: Type.Partial(UserWithCpoms) });

export const UserListResponse = Type.Object({
  data: Type.Array(Type.Partial(UserWithCpoms)),
  page: Type.Object({ total: Type.Integer({ minimum: 0 }) }),
});
