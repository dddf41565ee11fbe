import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PLANS } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { organisations } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { parseListParams, pick, type ListParams, type ListSpec } from '../../platform/list-query';
import { createOrganisation } from '../../platform/new-organisation';
import { loadOrganisation } from '../../platform/organisation';
import { requireGlobalAdmin } from '../../platform/permissions';
import type { RequestContext } from '../../platform/request-context';

const ORG_FIELDS = ['id', 'name', 'primaryColour', 'secondaryColour', 'plan', 'createdAt'] as const;
type OrgField = (typeof ORG_FIELDS)[number];
const ORG_SPEC: ListSpec<OrgField, 'id' | 'name'> = {
  fields: ORG_FIELDS,
  where: { id: 'ids', name: 'string' },
  sort: ORG_FIELDS,
  maxLimit: 1000,
};
const ORG_COLUMNS = {
  id: organisations.id,
  name: organisations.name,
  primaryColour: organisations.primaryColour,
  secondaryColour: organisations.secondaryColour,
  plan: organisations.plan,
  createdAt: organisations.createdAt,
};

interface OrgRowPart {
  id: number;
  name: string;
  primaryColour: string | null;
  secondaryColour: string | null;
  plan: string;
  createdAt: Date;
}

export function organisationItem(row: OrgRowPart) {
  return {
    id: row.id,
    name: row.name,
    primaryColour: row.primaryColour,
    secondaryColour: row.secondaryColour,
    plan: row.plan,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Organisations not deleted: every one for global admins (run with withSystemContext), the active
 * one for everyone else.
 */
export async function listOrganisations(ctx: RequestContext, params: ListParams) {
  const { tx } = ctx;
  const onlyId = ctx.user.isGlobalAdmin ? null : ctx.orgId;
  const { fields, where, sort, limit } = parseListParams(params, ORG_SPEC);
  const conditions: SQL[] = [eq(organisations.deleted, false)];
  if (onlyId !== null) conditions.push(eq(organisations.id, onlyId));
  if (where.id !== undefined) {
    conditions.push(
      inArray(organisations.id, Array.isArray(where.id) ? where.id : [where.id as number]),
    );
  }
  if (where.name !== undefined) conditions.push(eq(organisations.name, where.name as string));
  const order = sort.map((t) =>
    t.direction === 'desc' ? desc(ORG_COLUMNS[t.field]) : asc(ORG_COLUMNS[t.field]),
  );
  const rows = await tx
    .select({ ...ORG_COLUMNS, total: sql<number>`count(*) over ()` })
    .from(organisations)
    .where(and(...conditions))
    .orderBy(...order, asc(organisations.id))
    .limit(limit);
  return {
    data: rows.map(({ total: _t, ...r }) => pick(organisationItem(r), fields)),
    total: Number(rows[0]?.total ?? 0),
  };
}

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function checkColour(field: string, value: string): string {
  const colour = value.trim();
  if (!colour) throw badRequest(`${field}: is required`);
  if (!COLOUR.test(colour)) throw badRequest(`${field}: must be a colour written #rrggbb`);
  return colour.toLowerCase();
}

function checkPlan(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!(PLANS as readonly string[]).includes(value)) {
    throw badRequest(`plan: must be one of ${PLANS.join(', ')}`);
  }
  return value;
}

function checkName(value: string): string {
  const name = value.trim();
  if (!name) throw badRequest('name: is required');
  return name;
}

export interface OrganisationInput {
  name: string;
  primaryColour: string;
  secondaryColour: string;
  plan?: string;
}

/** Runs as besmart_system (the organisation does not exist yet). Audited in the new organisation. */
export async function addOrganisation(ctx: RequestContext, input: OrganisationInput) {
  const { tx } = ctx;
  requireGlobalAdmin(ctx);
  const values = {
    name: checkName(input.name),
    primaryColour: checkColour('primaryColour', input.primaryColour),
    secondaryColour: checkColour('secondaryColour', input.secondaryColour),
    plan: checkPlan(input.plan) ?? 'other',
  };
  const { org, adminRole, standardRole } = await createOrganisation(tx, values);
  const item = organisationItem(org);
  await audit(tx, ctx, {
    action: 'create',
    entity: 'organisation',
    entityId: org.id,
    orgId: org.id,
    after: { ...item, roles: [adminRole.id, standardRole.id] },
  });
  return item;
}

async function liveOrganisation(tx: Tx, id: number) {
  const row = await loadOrganisation(tx, id);
  if (!row) throw notFound(`Organisation ${id} not found`);
  return organisationItem(row);
}

/** Runs as besmart_system (a global admin may change any organisation). */
export async function changeOrganisation(
  ctx: RequestContext,
  id: number,
  input: Partial<OrganisationInput> & { id?: number },
) {
  const { tx } = ctx;
  requireGlobalAdmin(ctx);
  if (input.id !== undefined && input.id !== id) {
    throw badRequest(`id: must be ${id} (the organisation in the path)`);
  }
  const before = await liveOrganisation(tx, id);
  const changes: Partial<typeof organisations.$inferInsert> = {};
  if (input.name !== undefined) changes.name = checkName(input.name);
  if (input.primaryColour !== undefined)
    changes.primaryColour = checkColour('primaryColour', input.primaryColour);
  if (input.secondaryColour !== undefined)
    changes.secondaryColour = checkColour('secondaryColour', input.secondaryColour);
  if (input.plan !== undefined) changes.plan = checkPlan(input.plan);
  if (Object.keys(changes).length === 0) throw badRequest('data: nothing to change');
  const [row] = await tx
    .update(organisations)
    .set(changes)
    .where(eq(organisations.id, id))
    .returning(ORG_COLUMNS);
  const after = organisationItem(row!);
  await audit(tx, ctx, {
    action: 'update',
    entity: 'organisation',
    entityId: id,
    orgId: id,
    before,
    after,
  });
  return after;
}

/** Soft delete; the organisation the caller is working in cannot be deleted from inside it. */
export async function removeOrganisation(ctx: RequestContext, id: number) {
  const { tx } = ctx;
  requireGlobalAdmin(ctx);
  if (id === ctx.orgId) {
    throw forbidden(
      'You cannot delete the organisation you are signed in to; switch to another first',
    );
  }
  const before = await liveOrganisation(tx, id);
  await tx.update(organisations).set({ deleted: true }).where(eq(organisations.id, id));
  await audit(tx, ctx, {
    action: 'delete',
    entity: 'organisation',
    entityId: id,
    orgId: id,
    before: { ...before, deleted: false },
    after: { deleted: true },
  });
}
