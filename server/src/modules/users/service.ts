import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import {
  parseFields,
  parseLimit,
  parseSort,
  parseWhere,
  pick,
  type ListSpec,
  type WhereKind,
} from '../../platform/list-query';
import { selectPage } from '../../platform/list-page';
import { withStaffContactFor, type ContactViewer } from './contactPrivacy';
import { nameStartsWith, parseIds, searchText } from './search';
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
export function inOrganisation(orgId: number, type?: UserType): SQL {
  const students = sql`(${users.type} = 'student' and ${users.orgId} = ${orgId})`;
  const staff = sql`(${users.type} = 'user' and exists (select 1 from memberships m where m.user_id = ${users.id} and m.org_id = ${orgId} and m.deleted = false))`;
  if (type === 'student') return students;
  if (type === 'user') return staff;
  return sql`(${students} or ${staff})`;
}

/** A former service user has the per-user setting academicYear = 'Former' in this organisation. */
export function isFormer(orgId: number): SQL {
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
 * Users of the organisation. Deleted users are left out unless `where.deleted` asks for them;
 * `showFormerStudents` switches the service users shown between active (default) and former ones.
 * `q` narrows to names starting with the text; `ids` lists exactly those people whatever their
 * state (unless `where.deleted` is given), so records naming someone who left stay readable.
 */
export async function listUsers(ctx: RequestContext, params: UserListParams): Promise<UserList> {
  const { tx, orgId } = ctx;
  const fields = userFields(params.fields);
  const where = parseWhere(params.where, USER_LIST_SPEC.where);
  const sort = parseSort(params.sort, USER_LIST_SPEC.sort);
  const limit = parseLimit(params.limit, USER_LIST_SPEC.maxLimit);
  const ids = parseIds(params.ids);
  const text = searchText(params.q);

  const conditions: SQL[] = [inOrganisation(orgId, params.type)];
  if (where.type !== undefined) conditions.push(eq(users.type, where.type as UserType));
  if (where.deleted !== undefined || ids === undefined)
    conditions.push(eq(users.deleted, (where.deleted as boolean | undefined) ?? false));
  if (ids !== undefined) conditions.push(inArray(users.id, ids));
  if (text !== undefined) conditions.push(nameStartsWith(text));
  if (where.id !== undefined) {
    const ids = Array.isArray(where.id) ? where.id : [where.id as number];
    conditions.push(ids.length === 0 ? sql`false` : inArray(users.id, ids));
  }
  if (where.reference !== undefined)
    conditions.push(eq(users.reference, where.reference as string));
  const former = isFormer(orgId);
  if (ids === undefined)
    conditions.push(
      or(sql`${users.type} <> 'student'`, params.showFormerStudents ? former : not(former)) as SQL,
    );
  const { rows, total } = await selectPage(tx, {
    table: users,
    columns: COLUMNS,
    condition: and(...conditions),
    sort,
    tiebreak: users.id,
    limit,
  });
  return {
    data: rows.map((row) => pick(withStaffContactFor(toApiUser(row), params.viewer), fields)),
    total,
  };
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
