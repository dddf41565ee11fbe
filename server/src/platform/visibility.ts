import { sql, type SQL } from 'drizzle-orm';
import { activeOrganisation, type OrganisationRow } from './organisation';
import type { RequestContext } from './request-context';
import { isLeadEmail } from 'shared-api/schemas';

/**
 * Who may see which submissions — one rule for every route and report (README "Visibility").
 *
 * - Incident reports (type incidentreport): every Published/Archived version of the organisation's
 *   incidents when it has `sharedIncidentReports` or the caller is a safeguarding lead; otherwise the
 *   incidents the caller wrote or collaborates on (any version of the chain), and every incident
 *   about a service user the caller holds an active direct-access grant for.
 * - Drafts of any type: their author only (a draft is not yet a record), also once archived: a row
 *   counts as a record only if it was ever Published (`was_published`, kept by a trigger).
 * - Behaviour logs (concern) and clickers: every staff member of the organisation.
 * - Smart Plans (behaviourplan): their author; every Published plan too when the organisation has
 *   `sharedSmartPlans`, or when the caller holds a direct-access grant for the plan's service user.
 *
 * Versions: an edit writes a new submission with `form_id` = the previous version and `root_id` =
 * the chain's first version (null on the first version itself); the previous one gets
 * `superseded = true`. A chain is named by `coalesce(root_id, id)`.
 */
export interface Viewer {
  orgId: number;
  userId: number;
  /** The organisation shares incident reports, or the caller is a safeguarding lead. */
  seesAllIncidents: boolean;
  /** The organisation shares Smart Plans. */
  sharedSmartPlans: boolean;
}

/** The shared rule (shared-api rules/leads.ts), under the name the server's modules use. */
export const isSafeguardingLead = isLeadEmail;

/** `alias` wrote or collaborates on some version of the chain of submission row `alias`. */
export function writesOrCollaboratesOnChain(viewer: Viewer, alias: string): SQL {
  const s = sql.raw(alias);
  // Same meaning as coalesce(root_id, id), but PostgreSQL (under RLS) only uses the indexes on
  // id and root_id for the CASE form: coalesce made every check scan every version.
  const chain = sql`(case when ${s}.root_id is null then ${s}.id else ${s}.root_id end)`;
  return sql`exists (
    select 1 from form_submissions v
    where v.org_id = ${viewer.orgId}
      and (v.id = ${chain} or v.root_id = ${chain})
      and (
        v.author_id = ${viewer.userId}
        or exists (select 1 from collaborators co where co.submission_id = v.id and co.user_id = ${viewer.userId})
      )
  )`;
}

/** The caller holds an active direct-access grant for the subject of submission row `alias`. */
export function hasDirectAccessTo(viewer: Viewer, alias: string): SQL {
  const s = sql.raw(alias);
  return sql`exists (
    select 1 from direct_access_grants g
    where g.org_id = ${viewer.orgId} and g.subject_id = ${s}.subject_id
      and g.user_id = ${viewer.userId} and g.revoked = false
  )`;
}

/** Condition on a form_submissions row `alias` (any type): the viewer may see it. */
export function submissionVisibleTo(viewer: Viewer, alias: string): SQL {
  const s = sql.raw(alias);
  const ownDraft = sql`(not ${s}.was_published and ${s}.author_id = ${viewer.userId})`;
  const incident = viewer.seesAllIncidents
    ? sql`true`
    : sql`(${writesOrCollaboratesOnChain(viewer, alias)} or ${hasDirectAccessTo(viewer, alias)})`;
  const plan = sql`(${s}.author_id = ${viewer.userId} or ${
    viewer.sharedSmartPlans ? sql`true` : hasDirectAccessTo(viewer, alias)
  })`;
  return sql`(
    ${ownDraft}
    or (${s}.was_published and (
      (${s}.type = 'incidentreport' and ${incident})
      or (${s}.type in ('concern', 'clicker'))
      or (${s}.type = 'behaviourplan' and ${plan})
    ))
  )`;
}

/** The Viewer of a caller in an organisation (its sharing flags and safeguarding leads). */
export function viewerIn(
  organisation: Pick<
    OrganisationRow,
    'id' | 'sharedIncidentReports' | 'sharedSmartPlans' | 'safeguardingLeads'
  >,
  caller: { userId: number; email: string },
): RequestViewer {
  const lead = isSafeguardingLead(organisation.safeguardingLeads ?? [], caller.email);
  return {
    orgId: organisation.id,
    userId: caller.userId,
    seesAllIncidents: organisation.sharedIncidentReports || lead,
    sharedSmartPlans: organisation.sharedSmartPlans,
    isSafeguardingLead: lead,
  };
}

export type RequestViewer = Viewer & { isSafeguardingLead: boolean };

type ViewerCaller = Pick<RequestContext, 'tx' | 'orgId' | 'userId' | 'user'>;

/** The one visibility entry point of a request: its Viewer, read inside its tenant transaction. */
export async function viewerFor(ctx: ViewerCaller): Promise<RequestViewer> {
  const organisation = await activeOrganisation(ctx);
  return viewerIn(organisation, { userId: ctx.userId, email: ctx.user.email });
}
