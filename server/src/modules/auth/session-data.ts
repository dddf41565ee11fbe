import { and, asc, eq } from 'drizzle-orm';
import type { MyPermissions, OrganisationSummary, SessionData } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { memberships, organisations, roles } from '../../db/schema/index';
import { isOrganisationAdmin } from '../../platform/admin';
import { forbidden } from '../../platform/errors';
import { organisationDto, readTerms } from '../../platform/organisation';
import { ALL_PERMISSIONS } from '../../platform/permissions';
import type { SessionUser } from '../../platform/sessions';

export const NO_ORGANISATION = 'Your account is not a member of any organisation yet';

/**
 * Everything the portal keeps after sign-in (LoginData without the token). activeOrg is
 * `orgId` when given (must be one of the user's, or any for a global admin), else the first
 * organisation the user is a member of. Runs as besmart_system: it spans organisations.
 */
export async function buildSessionData(
  tx: Tx,
  user: SessionUser,
  orgId?: number,
): Promise<SessionData> {
  const rows = await tx
    .select({
      org: organisations,
      roleId: roles.id,
      roleTitle: roles.title,
      permissions: roles.permissions,
      roleDeleted: roles.deleted,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.userId, user.id),
        eq(memberships.deleted, false),
        eq(organisations.deleted, false),
      ),
    )
    .orderBy(asc(memberships.id));

  const userOrganisations: OrganisationSummary[] = [];
  const myPermissions: MyPermissions = {};
  for (const row of rows) {
    if (myPermissions[String(row.org.id)]) continue;
    userOrganisations.push({ id: row.org.id, name: row.org.name, plan: row.org.plan });
    const liveRole = row.roleId !== null && row.roleTitle !== null && !row.roleDeleted;
    myPermissions[String(row.org.id)] = {
      isAdmin: isOrganisationAdmin(user, row.org),
      role: liveRole ? { id: row.roleId!, title: row.roleTitle! } : null,
      permissions: liveRole ? [...(row.permissions ?? [])] : [],
    };
  }

  let active = orgId === undefined ? rows[0]?.org : rows.find((r) => r.org.id === orgId)?.org;
  if (!active && orgId !== undefined && user.isGlobalAdmin) {
    const [org] = await tx
      .select()
      .from(organisations)
      .where(and(eq(organisations.id, orgId), eq(organisations.deleted, false)));
    if (org) {
      active = org;
      myPermissions[String(org.id)] = {
        isAdmin: true,
        role: null,
        permissions: [...ALL_PERMISSIONS],
      };
    }
  }
  if (!active) throw orgId === undefined ? forbidden(NO_ORGANISATION) : forbidden();

  return {
    activeOrg: organisationDto(active),
    activeSite: null,
    userOrganisations,
    userDetails: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      isglobaladmin: user.isGlobalAdmin,
      isdeveloper: user.isDeveloper,
    },
    terms: await readTerms(tx, active.id),
    myPermissions,
  };
}
