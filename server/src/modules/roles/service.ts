import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { roleLabel } from 'shared-api/permissions';
import type { Tx } from '../../db/client';
import { memberships, roles } from '../../db/schema/index';
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
import { isPermissionName, requirePermission } from '../../platform/permissions';
import { userOfOrganisation } from '../users/guards';
import type { RequestContext } from '../../platform/request-context';

export type RoleRow = typeof roles.$inferSelect;

/** The stored titles of the two roles every organisation has (Full User and Restricted User). */
export const BUILT_IN_TITLES = ['Admin', 'Standard'] as const;
const isBuiltIn = (title: string) => (BUILT_IN_TITLES as readonly string[]).includes(title);

const ROLE_FIELDS = ['id', 'title', 'permissions', 'organisation', 'createdAt'] as const;
type RoleField = (typeof ROLE_FIELDS)[number];
const ROLE_SPEC: ListSpec<RoleField, 'id' | 'title' | 'organisation'> = {
  fields: ROLE_FIELDS,
  where: { id: 'ids', title: 'string', organisation: 'id' },
  sort: ['id', 'title', 'organisation', 'createdAt'],
  maxLimit: 1000,
};
const ROLE_COLUMNS = {
  id: roles.id,
  title: roles.title,
  permissions: roles.permissions,
  organisation: roles.orgId,
  createdAt: roles.createdAt,
};

export function roleAnswer(
  row: Pick<RoleRow, 'id' | 'title' | 'permissions' | 'orgId' | 'createdAt'>,
) {
  return {
    id: row.id,
    title: row.title,
    permissions: [...(row.permissions ?? [])],
    organisation: row.orgId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the text of a roles list query depends on; every value is a placeholder. */
interface RoleListShape {
  /** `where.id`: an empty list matches nothing. */
  whereId: IdListShape;
  title: boolean;
  /** `where.organisation` names another organisation: nothing matches. */
  otherOrganisation: boolean;
  sort: SortTerm<RoleField>[];
}

type RoleListValues = {
  orgId: number;
  limit: number;
  ids: number[] | undefined;
  title: string | undefined;
};

const value = (name: keyof RoleListValues) => sql.placeholder(name);

function roleListQuery(shape: RoleListShape) {
  const conditions: (SQL | undefined)[] = [
    eq(roles.orgId, value('orgId')),
    // Written into the text: a shaped list takes values only as placeholders.
    eq(roles.deleted, sql`false`),
  ];
  conditions.push(idListCondition(shape.whereId, roles.id, value('ids')));
  if (shape.title) conditions.push(eq(roles.title, value('title')));
  if (shape.otherOrganisation) conditions.push(sql`false`);
  return {
    table: roles,
    columns: ROLE_COLUMNS,
    condition: and(...conditions),
    sort: shape.sort,
    tiebreak: roles.id,
    limit: value('limit'),
  };
}

const roleListPage = shapedPage(roleListQuery);

/** The fields, shape and values of one list call, from its parameters (errors in their order). */
function roleListPlan(orgId: number, params: ListParams) {
  const { fields, where, sort, limit } = parseListParams(params, ROLE_SPEC);
  const ids = where.id === undefined ? undefined : idList(where.id);
  const shape: RoleListShape = {
    whereId: idListShape(ids),
    title: where.title !== undefined,
    otherOrganisation: where.organisation !== undefined && where.organisation !== orgId,
    sort,
  };
  const values: RoleListValues = { orgId, limit, ids, title: where.title as string | undefined };
  return { fields, shape, values };
}

export async function listRoles(ctx: RequestContext, params: ListParams) {
  const { fields, shape, values } = roleListPlan(ctx.orgId, params);
  const { rows, total } = await roleListPage(ctx.tx, shape, values);
  const data = rows.map((r) =>
    pick(
      { ...r, permissions: [...(r.permissions ?? [])], createdAt: r.createdAt.toISOString() },
      fields,
    ),
  );
  return { data, total };
}

export async function roleOf(tx: Tx, orgId: number, id: number): Promise<RoleRow> {
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.orgId, orgId), eq(roles.deleted, false)));
  if (!row) throw notFound(`Role ${id} not found`);
  return row;
}

function checkPermissions(list: readonly unknown[]): string[] {
  const names: string[] = [];
  for (const name of list) {
    if (typeof name !== 'string')
      throw badRequest('permissions: must be a list of permission names');
    if (!isPermissionName(name)) throw badRequest(`permissions: unknown permission '${name}'`);
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

function checkTitle(raw: string): string {
  const title = raw.trim();
  if (!title) throw badRequest('title: is required');
  return title;
}

/** Titles are unique per organisation as displayed ('Admin' shows as 'Full User'). */
async function assertTitleFree(tx: Tx, orgId: number, title: string, exceptId?: number) {
  const conditions = [eq(roles.orgId, orgId), eq(roles.deleted, false)];
  if (exceptId !== undefined) conditions.push(ne(roles.id, exceptId));
  const others = await tx
    .select({ title: roles.title })
    .from(roles)
    .where(and(...conditions));
  const wanted = roleLabel(title).toLowerCase();
  const clash = others.find(
    (o) =>
      o.title.toLowerCase() === title.toLowerCase() || roleLabel(o.title).toLowerCase() === wanted,
  );
  if (clash)
    throw httpError(409, `title: a role called '${roleLabel(clash.title)}' already exists`);
}

export async function createRole(
  ctx: RequestContext,
  input: { title: string; permissions?: unknown[] },
) {
  const { tx } = ctx;
  requirePermission(ctx, 'roleManage');
  const title = checkTitle(input.title);
  const permissions = checkPermissions(input.permissions ?? []);
  await assertTitleFree(tx, ctx.orgId, title);
  const [row] = await tx.insert(roles).values({ orgId: ctx.orgId, title, permissions }).returning();
  const role = roleAnswer(row!);
  await audit(tx, ctx, { action: 'create', entity: 'role', entityId: role.id, after: role });
  return role;
}

export async function updateRole(
  ctx: RequestContext,
  id: number,
  input: { title?: string; permissions?: unknown[]; id?: number },
) {
  const { tx } = ctx;
  requirePermission(ctx, 'roleManage');
  if (input.id !== undefined && input.id !== id)
    throw badRequest(`id: must be ${id} (the role in the path)`);
  if (input.title === undefined && input.permissions === undefined) {
    throw badRequest('data: send title or permissions');
  }
  const before = await roleOf(tx, ctx.orgId, id);
  const changes: { title?: string; permissions?: string[] } = {};
  if (input.title !== undefined) {
    const title = checkTitle(input.title);
    if (title !== before.title) {
      if (isBuiltIn(before.title)) {
        throw httpError(409, `title: the ${roleLabel(before.title)} role cannot be renamed`);
      }
      await assertTitleFree(tx, ctx.orgId, title, id);
      changes.title = title;
    }
  }
  if (input.permissions !== undefined) changes.permissions = checkPermissions(input.permissions);
  const [row] = await tx.update(roles).set(changes).where(eq(roles.id, id)).returning();
  const role = roleAnswer(row!);
  await audit(tx, ctx, {
    action: 'update',
    entity: 'role',
    entityId: id,
    before: roleAnswer(before),
    after: role,
  });
  return role;
}

/** Soft delete; refused for the built-in roles and while active memberships hold the role. */
export async function deleteRole(ctx: RequestContext, id: number): Promise<void> {
  const { tx } = ctx;
  requirePermission(ctx, 'roleManage');
  const role = await roleOf(tx, ctx.orgId, id);
  if (isBuiltIn(role.title)) {
    throw httpError(409, `The ${roleLabel(role.title)} role cannot be deleted`);
  }
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(
      and(
        eq(memberships.orgId, ctx.orgId),
        eq(memberships.roleId, id),
        eq(memberships.deleted, false),
      ),
    );
  const n = Number(held?.n ?? 0);
  if (n > 0) {
    throw httpError(
      409,
      `This role cannot be deleted: ${n} user${n === 1 ? '' : 's'} still hold it`,
    );
  }
  await tx.update(roles).set({ deleted: true }).where(eq(roles.id, id));
  await audit(tx, ctx, {
    action: 'delete',
    entity: 'role',
    entityId: id,
    before: { ...roleAnswer(role), deleted: false },
    after: { deleted: true },
  });
}

/** Gives a staff member of the organisation this role there, only when it differs. */
export async function assignRole(ctx: RequestContext, roleId: number, userId: number) {
  const { tx } = ctx;
  requirePermission(ctx, 'roleManage', 'userManage');
  const role = await roleOf(tx, ctx.orgId, roleId);
  await userOfOrganisation(tx, ctx.orgId, userId, { type: 'user' });
  const [member] = await tx
    .select({ id: memberships.id, roleId: memberships.roleId })
    .from(memberships)
    .where(
      and(
        eq(memberships.orgId, ctx.orgId),
        eq(memberships.userId, userId),
        eq(memberships.deleted, false),
      ),
    );
  if (!member) throw notFound(`User ${userId} not found`);
  const changed = member.roleId !== roleId;
  if (changed) {
    await tx.update(memberships).set({ roleId }).where(eq(memberships.id, member.id));
    await audit(tx, ctx, {
      action: 'update',
      entity: 'membership',
      entityId: member.id,
      before: { userId, roleId: member.roleId },
      after: { userId, roleId },
    });
  }
  return { user: userId, role: roleAnswer(role), changed };
}

/** The staff member's role in the active organisation (a list of zero or one). */
export async function rolesOfUser(ctx: RequestContext, userId: number) {
  const { tx, orgId } = ctx;
  await userOfOrganisation(tx, orgId, userId, { type: 'user' });
  const rows = await tx
    .select(ROLE_COLUMNS)
    .from(memberships)
    .innerJoin(roles, and(eq(roles.id, memberships.roleId), eq(roles.deleted, false)))
    .where(
      and(
        eq(memberships.orgId, orgId),
        eq(memberships.userId, userId),
        eq(memberships.deleted, false),
      ),
    );
  return rows.map((r) => ({
    ...r,
    permissions: [...(r.permissions ?? [])],
    createdAt: r.createdAt.toISOString(),
  }));
}
