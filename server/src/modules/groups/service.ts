import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userGroupMembers, userGroups } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, httpError, notFound } from '../../platform/errors';
import {
  shapedPage,
  idListCondition,
  idListShape,
  type IdListShape,
} from '../../platform/list-page';
import {
  idList,
  parseListParams,
  pick,
  type ListParams,
  type ListSpec,
  type SortTerm,
} from '../../platform/list-query';
import { requirePermission } from '../../platform/permissions';
import { userOfOrganisation } from '../users/guards';
import type { RequestContext } from '../../platform/request-context';

const iso = (d: Date) => d.toISOString();

const GROUP_FIELDS = ['id', 'name', 'description', 'owner', 'organisation', 'createdAt'] as const;
type GroupField = (typeof GROUP_FIELDS)[number];
const GROUP_SPEC: ListSpec<GroupField, 'id' | 'name' | 'organisation'> = {
  fields: GROUP_FIELDS,
  where: { id: 'ids', name: 'string', organisation: 'id' },
  sort: GROUP_FIELDS,
  maxLimit: 1000,
};
const GROUP_COLUMNS = {
  id: userGroups.id,
  name: userGroups.name,
  description: userGroups.description,
  owner: userGroups.owner,
  organisation: userGroups.orgId,
  createdAt: userGroups.createdAt,
};

/** What the text of a groups list query depends on; every value is a placeholder. */
interface GroupListShape {
  /** `where.id`: an empty list matches nothing. */
  whereId: IdListShape;
  name: boolean;
  /** `where.organisation` names another organisation: nothing matches. */
  otherOrganisation: boolean;
  sort: SortTerm<GroupField>[];
}

type GroupListValues = {
  orgId: number;
  limit: number;
  ids: number[] | undefined;
  name: string | undefined;
};

const value = (name: keyof GroupListValues) => sql.placeholder(name);

function groupListQuery(shape: GroupListShape) {
  const conditions: (SQL | undefined)[] = [
    eq(userGroups.orgId, value('orgId')),
    // Written into the text: a shaped list takes values only as placeholders.
    eq(userGroups.deleted, sql`false`),
  ];
  conditions.push(idListCondition(shape.whereId, userGroups.id, value('ids')));
  if (shape.name) conditions.push(eq(userGroups.name, value('name')));
  if (shape.otherOrganisation) conditions.push(sql`false`);
  return {
    table: userGroups,
    columns: GROUP_COLUMNS,
    condition: and(...conditions),
    sort: shape.sort,
    tiebreak: userGroups.id,
    limit: value('limit'),
  };
}

const groupListPage = shapedPage(groupListQuery);

/** The fields, shape and values of one list call, from its parameters (errors in their order). */
function groupListPlan(orgId: number, params: ListParams) {
  const { fields, where, sort, limit } = parseListParams(params, GROUP_SPEC);
  const ids = where.id === undefined ? undefined : idList(where.id);
  const shape: GroupListShape = {
    whereId: idListShape(ids),
    name: where.name !== undefined,
    otherOrganisation: where.organisation !== undefined && where.organisation !== orgId,
    sort,
  };
  const values: GroupListValues = { orgId, limit, ids, name: where.name as string | undefined };
  return { fields, shape, values };
}

/** The organisation's groups that are not deleted. */
export async function listGroups(ctx: RequestContext, params: ListParams) {
  const { fields, shape, values } = groupListPlan(ctx.orgId, params);
  const { rows, total } = await groupListPage(ctx.tx, shape, values);
  return { data: rows.map((r) => pick({ ...r, createdAt: iso(r.createdAt) }, fields)), total };
}

/** Names are required and unique (case-insensitive) among the organisation's groups. */
export async function createGroup(
  ctx: RequestContext,
  input: { name: string; description?: string },
) {
  const { tx } = ctx;
  requirePermission(ctx, 'serviceUserManage');
  const name = input.name.trim();
  if (!name) throw badRequest('name: is required');
  const [clash] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.orgId, ctx.orgId),
        eq(userGroups.deleted, false),
        sql`lower(${userGroups.name}) = ${name.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (clash) throw httpError(409, `name: a group called '${name}' already exists`);
  const [row] = await tx
    .insert(userGroups)
    .values({
      orgId: ctx.orgId,
      name,
      description: (input.description ?? '').trim(),
      owner: ctx.userId,
    })
    .returning(GROUP_COLUMNS);
  const group = { ...row!, createdAt: iso(row!.createdAt) };
  await audit(tx, ctx, {
    action: 'create',
    entity: 'user_group',
    entityId: group.id,
    after: group,
  });
  return group;
}

const MEMBER_FIELDS = ['id', 'usergroup', 'user', 'name', 'createdAt'] as const;
const MEMBER_SPEC: ListSpec<(typeof MEMBER_FIELDS)[number], 'id' | 'user' | 'usergroup'> = {
  fields: MEMBER_FIELDS,
  where: { id: 'ids', user: 'ids', usergroup: 'ids' },
  sort: MEMBER_FIELDS,
  maxLimit: 1000,
};
const MEMBER_COLUMNS = {
  id: userGroupMembers.id,
  usergroup: userGroupMembers.userGroupId,
  user: userGroupMembers.userId,
  name: userGroups.name,
  createdAt: userGroupMembers.createdAt,
};

/** Memberships of live groups, with the group's name; default limit 20 (spec 3 §9), at most 1000. */
export async function listMembers(ctx: RequestContext, params: ListParams) {
  const { tx, orgId } = ctx;
  const { fields, where, sort, limit } = parseListParams(params, MEMBER_SPEC, 20);
  const conditions: SQL[] = [
    eq(userGroupMembers.orgId, orgId),
    eq(userGroupMembers.deleted, false),
    eq(userGroups.deleted, false),
  ];
  if (where.id !== undefined) conditions.push(inArray(userGroupMembers.id, idList(where.id)));
  if (where.user !== undefined)
    conditions.push(inArray(userGroupMembers.userId, idList(where.user)));
  if (where.usergroup !== undefined)
    conditions.push(inArray(userGroupMembers.userGroupId, idList(where.usergroup)));
  const order = sort.map((t) =>
    t.direction === 'desc' ? desc(MEMBER_COLUMNS[t.field]) : asc(MEMBER_COLUMNS[t.field]),
  );
  const rows = await tx
    .select({ ...MEMBER_COLUMNS, total: sql<number>`count(*) over ()` })
    .from(userGroupMembers)
    .innerJoin(
      userGroups,
      and(eq(userGroups.id, userGroupMembers.userGroupId), eq(userGroups.orgId, orgId)),
    )
    .where(and(...conditions))
    .orderBy(...order, asc(userGroupMembers.id))
    .limit(limit);
  const total = Number(rows[0]?.total ?? 0);
  const data = rows.map(({ total: _t, ...r }) =>
    pick({ ...r, createdAt: iso(r.createdAt) }, fields),
  );
  return { data, total };
}

async function liveGroupOf(tx: Tx, orgId: number, id: number) {
  const [group] = await tx
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroups)
    .where(and(eq(userGroups.id, id), eq(userGroups.orgId, orgId), eq(userGroups.deleted, false)));
  if (!group) throw notFound(`Group ${id} not found`);
  return group;
}

/** Adds a service user of the organisation to one of its groups (once). */
export async function addMember(ctx: RequestContext, input: { usergroup: number; user: number }) {
  const { tx } = ctx;
  requirePermission(ctx, 'serviceUserManage');
  const group = await liveGroupOf(tx, ctx.orgId, input.usergroup);
  await userOfOrganisation(tx, ctx.orgId, input.user, { type: 'student' });
  const [existing] = await tx
    .select({ id: userGroupMembers.id })
    .from(userGroupMembers)
    .where(
      and(
        eq(userGroupMembers.orgId, ctx.orgId),
        eq(userGroupMembers.userGroupId, group.id),
        eq(userGroupMembers.userId, input.user),
        eq(userGroupMembers.deleted, false),
      ),
    );
  if (existing) throw httpError(409, `user: already a member of '${group.name}'`);
  const [row] = await tx
    .insert(userGroupMembers)
    .values({ orgId: ctx.orgId, userGroupId: group.id, userId: input.user })
    .returning();
  const member = {
    id: row!.id,
    usergroup: group.id,
    user: input.user,
    name: group.name,
    createdAt: iso(row!.createdAt),
  };
  await audit(tx, ctx, {
    action: 'create',
    entity: 'user_group_member',
    entityId: member.id,
    after: member,
  });
  return member;
}

export async function removeMember(ctx: RequestContext, id: number): Promise<void> {
  const { tx } = ctx;
  requirePermission(ctx, 'serviceUserManage');
  const [row] = await tx
    .update(userGroupMembers)
    .set({ deleted: true })
    .where(
      and(
        eq(userGroupMembers.id, id),
        eq(userGroupMembers.orgId, ctx.orgId),
        eq(userGroupMembers.deleted, false),
      ),
    )
    .returning({
      id: userGroupMembers.id,
      usergroup: userGroupMembers.userGroupId,
      user: userGroupMembers.userId,
    });
  if (!row) throw notFound(`Group member ${id} not found`);
  await audit(tx, ctx, {
    action: 'delete',
    entity: 'user_group_member',
    entityId: id,
    before: { ...row, deleted: false },
    after: { ...row, deleted: true },
  });
}
