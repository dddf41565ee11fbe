import { and, eq, inArray } from 'drizzle-orm';
import type { SettingType } from 'shared-api/schemas';
import { memberships, users } from '../../db/schema/index';
import { badRequest, forbidden } from '../../platform/errors';
import {
  activeOrganisation,
  settingTypeOf,
  type OrganisationRow,
} from '../../platform/organisation';
import type { RequestContext } from '../../platform/request-context';
import { viewerIn, type RequestViewer } from '../../platform/visibility';

export const LEADS_AND_ADMINS_ONLY = 'Only safeguarding leads and organisation admins can do this';

/** Where the caller stands for restraint records: the organisation, the viewer, lead or admin. */
export interface Standing {
  org: OrganisationRow;
  viewer: RequestViewer;
  settingType: SettingType;
  /** A safeguarding lead of the organisation, or its admin: oversight and sign-off. */
  leadOrAdmin: boolean;
}

export { settingTypeOf };

export async function standingOf(ctx: RequestContext): Promise<Standing> {
  const org = await activeOrganisation(ctx);
  const viewer = viewerIn(org, { userId: ctx.userId, email: ctx.user.email });
  return {
    org,
    viewer,
    settingType: settingTypeOf(org),
    leadOrAdmin: viewer.isSafeguardingLead || Boolean(ctx.membership?.isAdmin),
  };
}

/** 403 unless the caller is a safeguarding lead or an organisation admin. */
export async function requireLeadOrAdmin(ctx: RequestContext): Promise<Standing> {
  const standing = await standingOf(ctx);
  if (!standing.leadOrAdmin) throw forbidden(LEADS_AND_ADMINS_ONLY);
  return standing;
}

/** 400 naming the field unless `id` is a (not deleted) staff member of the organisation. */
export async function requireStaff(ctx: RequestContext, id: number, field: string): Promise<void> {
  const [row] = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, users.id),
        eq(memberships.orgId, ctx.orgId),
        eq(memberships.deleted, false),
      ),
    )
    .where(and(eq(users.id, id), eq(users.type, 'user'), eq(users.deleted, false)))
    .limit(1);
  if (!row) throw badRequest(`${field}: ${id} is not a staff member of this organisation`);
}

/** First and last names of users by id (people named on a record). */
export async function namesOf(
  ctx: Pick<RequestContext, 'tx'>,
  ids: readonly number[],
): Promise<Map<number, { id: number; firstName: string; lastName: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}
