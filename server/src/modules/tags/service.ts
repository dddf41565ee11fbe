import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { OrganisationTag, UserTag } from 'shared-api/schemas';
import { organisationSettings, userSettings, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { forbidden, notFound } from '../../platform/errors';
import {
  idList,
  parseListParams,
  pick,
  type ListParams,
  type ListSpec,
  type SortTerm,
  type WhereKind,
} from '../../platform/list-query';
import { inOrganisation } from '../users/service';
import { isDbId } from '../../platform/validator';
import {
  shapedPage,
  idListCondition,
  idListShape,
  type IdListShape,
} from '../../platform/list-page';
import { hasPermission } from '../../platform/permissions';
import type { RequestContext } from '../../platform/request-context';

export const TAG_FIELDS = ['id', 'user', 'type', 'key', 'value', 'organisation'] as const;
export type TagField = (typeof TAG_FIELDS)[number];
const ORG_TAG_FIELDS = ['id', 'type', 'key', 'value', 'organisation'] as const;
type OrgTagField = (typeof ORG_TAG_FIELDS)[number];

const USER_TAG_WHERE = {
  id: 'ids',
  user: 'ids',
  type: 'string',
  key: 'string',
} as const satisfies Record<string, WhereKind>;
const ORG_TAG_WHERE = { id: 'ids', type: 'string', key: 'string' } as const satisfies Record<
  string,
  WhereKind
>;

export const USER_TAG_SPEC: ListSpec<TagField, keyof typeof USER_TAG_WHERE> = {
  fields: TAG_FIELDS,
  where: USER_TAG_WHERE,
  sort: ['id', 'user', 'type', 'key'],
  maxLimit: 1000,
};

export const ORG_TAG_SPEC: ListSpec<OrgTagField, keyof typeof ORG_TAG_WHERE> = {
  fields: ORG_TAG_FIELDS,
  where: ORG_TAG_WHERE,
  sort: ['id', 'type', 'key'],
  maxLimit: 1000,
};

/** Keys any staff member may write on a service user; other keys need serviceUserManage. */
const SERVICE_USER_KEYS_FOR_ALL_STAFF = new Set(['keycontacts']);

/**
 * A staff member sees their own user tags and those of the organisation's service users; other
 * staff members' personal settings (saved searches...) stay private.
 */
function visibleUserTags(orgId: Placeholder, userId: Placeholder): SQL {
  const serviceUser = sql`exists (select 1 from users u where u.id = ${userSettings.userId} and u.type = 'student' and u.org_id = ${orgId})`;
  return and(
    eq(userSettings.orgId, orgId),
    or(eq(userSettings.userId, userId), serviceUser),
  ) as SQL;
}

const USER_TAG_COLUMNS = {
  id: userSettings.id,
  user: userSettings.userId,
  type: userSettings.type,
  key: userSettings.key,
  value: userSettings.value,
  organisation: userSettings.orgId,
};

/** What the text of a user tags list query depends on; every value is a placeholder. */
interface UserTagListShape {
  whereId: IdListShape;
  whereUser: IdListShape;
  type: boolean;
  key: boolean;
  sort: SortTerm<TagField>[];
}

type UserTagListValues = {
  orgId: number;
  userId: number;
  limit: number;
  ids: number[] | undefined;
  users: number[] | undefined;
  type: string | undefined;
  key: string | undefined;
};

function userTagListQuery(shape: UserTagListShape) {
  const value = (name: keyof UserTagListValues) => sql.placeholder(name);
  const conditions: (SQL | undefined)[] = [visibleUserTags(value('orgId'), value('userId'))];
  conditions.push(idListCondition(shape.whereId, userSettings.id, value('ids')));
  conditions.push(idListCondition(shape.whereUser, userSettings.userId, value('users')));
  if (shape.type) conditions.push(eq(userSettings.type, value('type')));
  if (shape.key) conditions.push(eq(userSettings.key, value('key')));
  return {
    table: userSettings,
    columns: USER_TAG_COLUMNS,
    condition: and(...conditions),
    sort: shape.sort,
    tiebreak: userSettings.id,
    limit: value('limit'),
  };
}

const userTagListPage = shapedPage(userTagListQuery);

/** The fields, shape and values of one list call, from its parameters (errors in their order). */
function userTagListPlan(caller: RequestContext, params: ListParams) {
  const { fields, where, sort, limit } = parseListParams(params, USER_TAG_SPEC);
  const ids = where.id === undefined ? undefined : idList(where.id);
  const users = where.user === undefined ? undefined : idList(where.user);
  const shape: UserTagListShape = {
    whereId: idListShape(ids),
    whereUser: idListShape(users),
    type: where.type !== undefined,
    key: where.key !== undefined,
    sort,
  };
  const values: UserTagListValues = {
    orgId: caller.orgId,
    userId: caller.userId,
    limit,
    ids,
    users,
    type: where.type as string | undefined,
    key: where.key as string | undefined,
  };
  return { fields, shape, values };
}

export async function listUserTags(caller: RequestContext, params: ListParams) {
  const { fields, shape, values } = userTagListPlan(caller, params);
  const { rows, total } = await userTagListPage(caller.tx, shape, values);
  return { data: rows.map((row) => pick(row, fields)), total };
}

const ORG_TAG_COLUMNS = {
  id: organisationSettings.id,
  type: organisationSettings.type,
  key: organisationSettings.key,
  value: organisationSettings.value,
  organisation: organisationSettings.orgId,
};

/** What the text of an organisation tags list query depends on; every value is a placeholder. */
interface OrgTagListShape {
  whereId: IdListShape;
  type: boolean;
  key: boolean;
  sort: SortTerm<OrgTagField>[];
}

type OrgTagListValues = {
  orgId: number;
  limit: number;
  ids: number[] | undefined;
  type: string | undefined;
  key: string | undefined;
};

function orgTagListQuery(shape: OrgTagListShape) {
  const value = (name: keyof OrgTagListValues) => sql.placeholder(name);
  const conditions: (SQL | undefined)[] = [eq(organisationSettings.orgId, value('orgId'))];
  conditions.push(idListCondition(shape.whereId, organisationSettings.id, value('ids')));
  if (shape.type) conditions.push(eq(organisationSettings.type, value('type')));
  if (shape.key) conditions.push(eq(organisationSettings.key, value('key')));
  return {
    table: organisationSettings,
    columns: ORG_TAG_COLUMNS,
    condition: and(...conditions),
    sort: shape.sort,
    tiebreak: organisationSettings.id,
    limit: value('limit'),
  };
}

const orgTagListPage = shapedPage(orgTagListQuery);

/** The fields, shape and values of one list call, from its parameters (errors in their order). */
function orgTagListPlan(orgId: number, params: ListParams) {
  const { fields, where, sort, limit } = parseListParams(params, ORG_TAG_SPEC);
  const ids = where.id === undefined ? undefined : idList(where.id);
  const shape: OrgTagListShape = {
    whereId: idListShape(ids),
    type: where.type !== undefined,
    key: where.key !== undefined,
    sort,
  };
  const values: OrgTagListValues = {
    orgId,
    limit,
    ids,
    type: where.type as string | undefined,
    key: where.key as string | undefined,
  };
  return { fields, shape, values };
}

export async function listOrganisationTags(caller: RequestContext, params: ListParams) {
  const { fields, shape, values } = orgTagListPlan(caller.orgId, params);
  const { rows, total } = await orgTagListPage(caller.tx, shape, values);
  return { data: rows.map((row) => pick(row, fields)), total };
}

/** Throws unless the caller may write this user tag (see README: tag write rules). */
async function assertMayWriteUserTag(caller: RequestContext, tag: UserTag): Promise<void> {
  const { tx } = caller;
  if (tag.user === caller.userId) return;
  if (!isDbId(tag.user)) throw notFound(`User ${tag.user} not found`);
  const [target] = await tx
    .select({ type: users.type, deleted: users.deleted })
    .from(users)
    .where(and(eq(users.id, tag.user), inOrganisation(caller.orgId)))
    .limit(1);
  if (!target || target.deleted) throw notFound(`User ${tag.user} not found`);
  if (target.type !== 'student')
    throw forbidden("You cannot change another staff member's settings");
  const mayManage = hasPermission(caller, 'serviceUserManage');
  if (!SERVICE_USER_KEYS_FOR_ALL_STAFF.has(tag.key) && !mayManage) {
    throw forbidden(`You do not have permission to change '${tag.key}'`);
  }
}

/** Upserts by (organisation, user, type, key), all or nothing, each change audited. */
export async function putUserTags(caller: RequestContext, tags: UserTag[]) {
  const { tx } = caller;
  for (const tag of tags) await assertMayWriteUserTag(caller, tag);
  const saved = [];
  for (const tag of tags) {
    const match = and(
      eq(userSettings.orgId, caller.orgId),
      eq(userSettings.userId, tag.user),
      eq(userSettings.type, tag.type),
      eq(userSettings.key, tag.key),
    );
    const [before] = await tx.select(USER_TAG_COLUMNS).from(userSettings).where(match).limit(1);
    const [row] = before
      ? await tx
          .update(userSettings)
          .set({ value: tag.value, updatedAt: new Date() })
          .where(eq(userSettings.id, before.id))
          .returning(USER_TAG_COLUMNS)
      : await tx
          .insert(userSettings)
          .values({
            orgId: caller.orgId,
            userId: tag.user,
            type: tag.type,
            key: tag.key,
            value: tag.value,
          })
          .returning(USER_TAG_COLUMNS);
    if (!row) throw new Error('user tag upsert returned no row');
    await audit(tx, caller, {
      action: before ? 'update' : 'create',
      entity: 'user_setting',
      entityId: row.id,
      before: before ?? undefined,
      after: row,
    });
    saved.push(row);
  }
  return saved;
}

export function mayWriteOrganisationTags(caller: RequestContext): boolean {
  return hasPermission(caller, 'serviceSetupManage');
}

export async function putOrganisationTags(caller: RequestContext, tags: OrganisationTag[]) {
  const { tx } = caller;
  if (!mayWriteOrganisationTags(caller)) {
    throw forbidden('You do not have permission to change Service Setup');
  }
  const saved = [];
  for (const tag of tags) {
    const match = and(
      eq(organisationSettings.orgId, caller.orgId),
      eq(organisationSettings.type, tag.type),
      eq(organisationSettings.key, tag.key),
    );
    const [before] = await tx
      .select(ORG_TAG_COLUMNS)
      .from(organisationSettings)
      .where(match)
      .limit(1);
    const [row] = before
      ? await tx
          .update(organisationSettings)
          .set({ value: tag.value, updatedAt: new Date() })
          .where(eq(organisationSettings.id, before.id))
          .returning(ORG_TAG_COLUMNS)
      : await tx
          .insert(organisationSettings)
          .values({ orgId: caller.orgId, type: tag.type, key: tag.key, value: tag.value })
          .returning(ORG_TAG_COLUMNS);
    if (!row) throw new Error('organisation tag upsert returned no row');
    await audit(tx, caller, {
      action: before ? 'update' : 'create',
      entity: 'organisation_setting',
      entityId: row.id,
      before: before ?? undefined,
      after: row,
    });
    saved.push(row);
  }
  return saved;
}
