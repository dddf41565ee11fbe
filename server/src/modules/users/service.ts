import { and, eq, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import {
  idList,
  parseFields,
  parseLimit,
  parseSort,
  parseWhere,
  pick,
  type ListSpec,
  type SortTerm,
  type WhereKind,
} from '../../platform/list-query';
import {
  shapedPage,
  idListCondition,
  idListShape,
  type IdListShape,
} from '../../platform/list-page';
import { withStaffContactFor, type ContactViewer } from './contactPrivacy';
import { nameMatches, namePattern, parseIds, searchText } from './search';
import type { RequestContext } from '../../platform/request-context';

/** Every field a user answer may carry. passwordHash and the admin flags are never selectable. */
export const USER_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'reference',
  'type',
  'email',
  'userName',
  'ethnicity',
  'gender',
  'dob',
  'createdAt',
  'deleted',
  'jobTitle',
] as const;
/** Selectable on request (`fields=...,cpomsId,senStatus`) but not part of the default answer. */
export const USER_SELECTABLE = [...USER_FIELDS, 'cpomsId', 'senStatus'] as const;
export type UserField = (typeof USER_SELECTABLE)[number];

function userFields(raw: string | undefined): UserField[] {
  return raw === undefined || raw.trim() === ''
    ? [...USER_FIELDS]
    : parseFields(raw, USER_SELECTABLE);
}

const USER_WHERE = {
  deleted: 'boolean',
  type: 'userType',
  id: 'ids',
  reference: 'string',
} as const satisfies Record<string, WhereKind>;

export const USER_LIST_SPEC: ListSpec<UserField, keyof typeof USER_WHERE> = {
  fields: USER_SELECTABLE,
  where: USER_WHERE,
  sort: USER_FIELDS,
  maxLimit: 1000,
};

export interface ApiUser {
  id: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  type: 'user' | 'student';
  email: string | null;
  userName: string | null;
  ethnicity: string | null;
  gender: string | null;
  dob: string | null;
  createdAt: string;
  deleted: boolean;
  jobTitle: string | null;
  cpomsId: string | null;
  senStatus: 'none' | 'senSupport' | 'ehcPlan';
}

const COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  reference: users.reference,
  type: users.type,
  email: users.email,
  userName: users.userName,
  ethnicity: users.ethnicity,
  gender: users.gender,
  dob: users.dob,
  createdAt: users.createdAt,
  deleted: users.deleted,
  jobTitle: users.jobTitle,
  cpomsId: users.cpomsId,
  senStatus: users.senStatus,
} as const;

export type UserType = 'user' | 'student';

/**
 * Who belongs to the organisation: its service users (type student, home org) and its staff (type
 * user with an active membership there, whatever their home organisation).
 */
export function inOrganisation(orgId: number | Placeholder, type?: UserType): SQL {
  const students = sql`(${users.type} = 'student' and ${users.orgId} = ${orgId})`;
  const staff = sql`(${users.type} = 'user' and exists (select 1 from memberships m where m.user_id = ${users.id} and m.org_id = ${orgId} and m.deleted = false))`;
  if (type === 'student') return students;
  if (type === 'user') return staff;
  return sql`(${students} or ${staff})`;
}

/** A former service user has the per-user setting academicYear = 'Former' in this organisation. */
export function isFormer(orgId: number | Placeholder): SQL {
  return sql`exists (select 1 from user_settings s where s.org_id = ${orgId} and s.user_id = ${users.id} and s.key = 'academicYear' and s.value = 'Former')`;
}

function toApiUser(row: Record<string, unknown>): ApiUser {
  const createdAt = row.createdAt;
  return {
    ...(row as unknown as ApiUser),
    ...(createdAt instanceof Date ? { createdAt: createdAt.toISOString() } : {}),
  };
}

export interface UserListParams {
  type?: UserType;
  fields?: string;
  limit?: number;
  where?: string;
  sort?: string;
  showFormerStudents?: boolean;
  /** Type-ahead: a prefix of "first last" or "last first" (case and accents ignored). */
  q?: string;
  /** Exactly these people (comma-separated ids), archived and former ones included. */
  ids?: string;
  /** Who asks: staff e-mail addresses are left out for those who do not manage staff. */
  viewer?: ContactViewer;
}

export interface UserList {
  data: Partial<ApiUser>[];
  total: number;
}

/**
 * What the text of a users list query depends on: which conditions apply and how it sorts. Every
 * value is a placeholder (named in `UserListValues`), so one shape is one text whatever the
 * organisation, ids, search text or limit.
 */
interface UserListShape {
  /** `inOrganisation`'s branch (service users, staff or both). */
  type: UserType | null;
  whereType: boolean;
  deleted: boolean;
  ids: boolean;
  q: boolean;
  /** `where.id`: an empty list matches nothing. */
  whereId: IdListShape;
  reference: boolean;
  /** Service users shown: active ones (`excluded` former) or former ones only; all with `ids`. */
  former: 'only' | 'excluded' | null;
  sort: SortTerm<UserField>[];
}

type UserListValues = {
  orgId: number;
  limit: number;
  whereType: UserType | undefined;
  deleted: boolean;
  ids: number[] | undefined;
  pattern: string | undefined;
  whereIds: number[] | undefined;
  reference: string | undefined;
};

const value = (name: keyof UserListValues) => sql.placeholder(name);

/** The list query of a shape: reads nothing but the shape (its JSON is the statement's key). */
function userListQuery(shape: UserListShape) {
  const orgId = value('orgId');
  const conditions: (SQL | undefined)[] = [inOrganisation(orgId, shape.type ?? undefined)];
  if (shape.whereType) conditions.push(eq(users.type, value('whereType')));
  if (shape.deleted) conditions.push(eq(users.deleted, value('deleted')));
  if (shape.ids) conditions.push(sql`${users.id} = any(${value('ids')})`);
  if (shape.q) conditions.push(nameMatches(value('pattern')));
  conditions.push(idListCondition(shape.whereId, users.id, value('whereIds')));
  if (shape.reference) conditions.push(eq(users.reference, value('reference')));
  if (shape.former !== null) {
    const former = isFormer(orgId);
    const shown = shape.former === 'only' ? former : not(former);
    conditions.push(or(sql`${users.type} <> 'student'`, shown) as SQL);
  }
  return {
    table: users,
    columns: COLUMNS,
    condition: and(...conditions),
    sort: shape.sort,
    tiebreak: users.id,
    limit: value('limit'),
  };
}

const userListPage = shapedPage(userListQuery);

/** The shape and the values of one list call, decided together from its parameters. */
function userListPlan(
  orgId: number,
  params: UserListParams,
): { shape: UserListShape; values: UserListValues } {
  const where = parseWhere(params.where, USER_LIST_SPEC.where);
  const sort = parseSort(params.sort, USER_LIST_SPEC.sort);
  const limit = parseLimit(params.limit, USER_LIST_SPEC.maxLimit);
  const ids = parseIds(params.ids);
  const text = searchText(params.q);
  const whereIds = where.id === undefined ? undefined : idList(where.id);
  return {
    shape: {
      type: params.type ?? null,
      whereType: where.type !== undefined,
      // `ids` lists people whatever their state, unless where.deleted is given.
      deleted: where.deleted !== undefined || ids === undefined,
      ids: ids !== undefined,
      q: text !== undefined,
      whereId: idListShape(whereIds),
      reference: where.reference !== undefined,
      former: ids !== undefined ? null : params.showFormerStudents ? 'only' : 'excluded',
      sort,
    },
    values: {
      orgId,
      limit,
      whereType: where.type as UserType | undefined,
      deleted: (where.deleted as boolean | undefined) ?? false,
      ids,
      pattern: text === undefined ? undefined : namePattern(text),
      whereIds,
      reference: where.reference as string | undefined,
    },
  };
}

/** `pick(withStaffContactFor(toApiUser(row), viewer), fields)` making one object, not three. */
function listedUser(
  row: Awaited<ReturnType<typeof userListPage>>['rows'][number],
  viewer: ContactViewer | undefined,
  fields: readonly UserField[],
): Partial<ApiUser> {
  const user = pick(withStaffContactFor(row, viewer), fields) as Record<string, unknown>;
  const createdAt = user.createdAt;
  if (createdAt instanceof Date) user.createdAt = createdAt.toISOString();
  return user as Partial<ApiUser>;
}

/**
 * Users of the organisation. Deleted users are left out unless `where.deleted` asks for them;
 * `showFormerStudents` switches the service users shown between active (default) and former ones.
 * `q` narrows to names starting with the text; `ids` lists exactly those people whatever their
 * state (unless `where.deleted` is given), so records naming someone who left stay readable.
 */
export async function listUsers(ctx: RequestContext, params: UserListParams): Promise<UserList> {
  const fields = userFields(params.fields);
  const { shape, values } = userListPlan(ctx.orgId, params);
  const { rows, total } = await userListPage(ctx.tx, shape, values);
  return { data: rows.map((row) => listedUser(row, params.viewer, fields)), total };
}

/** One user of the organisation (deleted ones included, so records stay readable), or null. */
export async function getUser(
  ctx: RequestContext,
  id: number,
  fieldsRaw?: string,
  viewer?: ContactViewer,
): Promise<Partial<ApiUser> | null> {
  const { tx, orgId } = ctx;
  const fields = userFields(fieldsRaw);
  const [row] = await tx
    .select(COLUMNS)
    .from(users)
    .where(and(eq(users.id, id), inOrganisation(orgId)))
    .limit(1);
  return row ? pick(withStaffContactFor(toApiUser(row), viewer), fields) : null;
}

/** True when `userId` is a service user of the organisation (not deleted). */
export async function isServiceUserOf(tx: Tx, orgId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inOrganisation(orgId, 'student'), eq(users.deleted, false)))
    .limit(1);
  return Boolean(row);
}
