import { sql } from 'drizzle-orm';
import { CPOMS_MESSAGES } from 'shared-api/schemas';
import { queryRows } from '../../db/client';
import { audit } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { activeOrganisation } from '../../platform/organisation';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerIn } from '../../platform/visibility';
import { cpomsBaseUrl } from './config';
import type { CpomsIncident, CpomsResult, CpomsTarget } from './connector';

export const CPOMS_ERRORS = {
  notAllowed: 'Only safeguarding leads and organisation admins can push incidents to CPOMS',
  notFound: 'Submission not found',
  notIncident: 'Only published incident reports can be pushed to CPOMS',
  notCurrent: 'Only the current version of an incident can be pushed to CPOMS',
  alreadySynced: 'This incident has already been pushed to CPOMS',
  noChildId: 'The service user has no CPOMS id. Add it on their profile before pushing',
} as const;

interface Candidate {
  id: number;
  reference: number | null;
  type: string;
  subType: string | null;
  status: string;
  superseded: boolean;
  cpomsId: string | null;
  childCpomsId: string | null;
  authorName: string;
  createdAt: string | Date;
  answers: Record<string, string> | null;
}

/** Checks who may push what and gathers the incident, in the caller's tenant transaction. */
export async function preparePush(
  ctx: RequestContext,
  id: number,
): Promise<{ target: CpomsTarget; incident: CpomsIncident }> {
  const { tx, orgId } = ctx;
  const org = await activeOrganisation(ctx);
  const viewer = viewerIn(org, { userId: ctx.userId, email: ctx.user.email });
  if (!viewer.isSafeguardingLead && !ctx.membership.isAdmin)
    throw forbidden(CPOMS_ERRORS.notAllowed);
  const baseUrl = cpomsBaseUrl(org.cpomsDomain);
  if (!org.cpomsEnabled || !baseUrl) throw badRequest(CPOMS_MESSAGES.notEnabled);

  const [row] = await queryRows<Candidate>(
    tx,
    sql`select s.id, s.reference, s.type, s.sub_type as "subType", s.status, s.superseded,
        s.cpoms_id as "cpomsId", u.cpoms_id as "childCpomsId", s.created_at as "createdAt",
        trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) as "authorName",
        (select json_object_agg(r.question_key, r.response order by r.id) from form_responses r
          where r.submission_id = s.id and r.org_id = s.org_id and r.question_key in
            ('dateOfIncident', 'timeOfIncident', 'location', 'incidentDescription')) as answers
      from form_submissions s
      left join users u on u.id = s.subject_id and u.org_id = s.org_id
      left join users a on a.id = s.author_id
      where s.id = ${id} and s.org_id = ${orgId} and ${submissionVisibleTo(viewer, 's')}`,
  );
  if (!row) throw notFound(CPOMS_ERRORS.notFound);
  if (row.type !== 'incidentreport' || row.status !== 'Published')
    throw badRequest(CPOMS_ERRORS.notIncident);
  if (row.superseded) throw badRequest(CPOMS_ERRORS.notCurrent);
  if (row.cpomsId) throw conflict(CPOMS_ERRORS.alreadySynced);
  const childId = row.childCpomsId?.trim();
  if (!childId) throw badRequest(CPOMS_ERRORS.noChildId);

  const answers = row.answers ?? {};
  const pick = (key: string) => answers[key]?.trim() || null;
  return {
    target: { baseUrl, apiKey: org.cpomsApiKey },
    incident: {
      studentId: childId,
      reference: row.reference === null ? `besmart-${row.id}` : `besmart-${row.reference}`,
      submissionId: row.id,
      category: row.subType === 'highlevel' ? 'Physical Intervention' : 'Incident',
      incidentDate: pick('dateOfIncident'),
      incidentTime: pick('timeOfIncident'),
      location: pick('location'),
      description: pick('incidentDescription') ?? '',
      reportedBy: row.authorName,
      createdAt: new Date(row.createdAt).toISOString(),
    },
  };
}

/**
 * Stores the outcome: the CPOMS id (clearing an earlier failure), or the failure and its reason.
 * A push that raced another one to success is refused (409) and leaves the first id in place.
 */
export async function recordPush(
  ctx: RequestContext,
  id: number,
  result: CpomsResult,
): Promise<void> {
  const { tx, orgId } = ctx;
  const [before] = await queryRows<{
    cpomsId: string | null;
    cpomsSyncFailed: boolean;
    cpomsError: string | null;
  }>(
    tx,
    sql`select cpoms_id as "cpomsId", cpoms_sync_failed as "cpomsSyncFailed", cpoms_error as "cpomsError"
      from form_submissions where id = ${id} and org_id = ${orgId} for update`,
  );
  if (!before) throw notFound(CPOMS_ERRORS.notFound);
  if (before.cpomsId) throw conflict(CPOMS_ERRORS.alreadySynced);
  const after = result.ok
    ? { cpomsId: result.cpomsId, cpomsSyncFailed: false, cpomsError: null }
    : { cpomsId: null, cpomsSyncFailed: true, cpomsError: result.error };
  await tx.execute(
    sql`update form_submissions set cpoms_id = ${after.cpomsId},
        cpoms_sync_failed = ${after.cpomsSyncFailed}, cpoms_error = ${after.cpomsError},
        updated_at = now()
      where id = ${id} and org_id = ${orgId}`,
  );
  await audit(tx, ctx, {
    action: result.ok ? 'cpoms_push' : 'cpoms_push_failed',
    entity: 'formsubmission',
    entityId: id,
    before,
    after,
  });
}
