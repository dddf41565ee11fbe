import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/** Every error answer of the API. */
export const ApiErrorBody = Type.Object({ error: Type.String() });
export type ApiErrorBody = Static<typeof ApiErrorBody>;

export const SuccessData = Type.Object({ success: Type.Literal(true) });
export type SuccessData = Static<typeof SuccessData>;

/** `{ data: T }` envelope of every success answer. */
export function DataResponse<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

/** `{ data: T[], page: { total } }` envelope of list answers. */
export function ListResponse<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    page: Type.Object({ total: Type.Integer({ minimum: 0 }) }),
  });
}

/** `{ data: {...} }` body of a write call; neither object takes other properties. */
export function DataBody<T extends TProperties>(fields: T) {
  return Type.Object(
    { data: Type.Object(fields, { additionalProperties: false }) },
    { additionalProperties: false },
  );
}

export const SuccessResponse = DataResponse(SuccessData);
export type SuccessResponse = Static<typeof SuccessResponse>;

/** Dates travel as YYYY-MM-DD. */
export const ApiDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Largest value of a PostgreSQL integer column (every id is one). */
export const MAX_ID = 2147483647;
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** `orgId` query parameter of every authenticated call. */
export const OrgIdQuery = Type.Object({ orgId: Id }, { additionalProperties: false });
export type OrgIdQuery = Static<typeof OrgIdQuery>;

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

/** List query of the tenant API: where is JSON text, fields a comma list. */
export const ListQuery = Type.Object(
  {
    orgId: Id,
    fields: Type.Optional(Type.String({ maxLength: 2000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    where: Type.Optional(Type.String({ maxLength: 10000 })),
    sort: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;
