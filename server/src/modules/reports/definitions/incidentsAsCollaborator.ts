import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { CollaboratorReportRow } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import { defineReport } from '../registry';
import { submissionVisibleTo, viewerOf } from '../visibility';

export const COLLABORATOR_LIST_SIZE = 50;

/**
 * The chain of submission `s`, as CASE rather than coalesce(): under row-level security PostgreSQL
 * treats coalesce() as leaky and will not use it as an index condition (a scan per row instead).
 */
const CHAIN = sql.raw('(case when s.root_id is null then s.id else s.root_id end)');

interface Row {
  id: number;
  reference: number | string | null;
  subject: number;
  subType: string | null;
  latestSubmission: number;
  dateOfIncident: string | null;
  authorFirstname: string;
  authorLastname: string;
  studentFirstname: string;
  studentLastname: string;
  collaboratorsFinished: number[] | string;
}

/**
 * The dashboard's 'Incidents I'm collaborating on': current published incidents on which the
 * caller is a collaborator (on any version of the chain) and has not acknowledged, newest reference
 * first, first 50. `id` is the chain's first version (root_id), `latestSubmission` the current one.
 */
export default defineReport({
  name: 'incidentsAsCollaborator',
  description: 'Incidents the caller collaborates on and has not acknowledged (first 50)',
  schema: Type.Array(CollaboratorReportRow),
  async run(ctx) {
    const rows = await queryRows<Row>(
      ctx.tx,
      sql`with mine as (
        select s.*, ${CHAIN} as chain_id from form_submissions s
        where s.org_id = ${ctx.orgId} and s.type = 'incidentreport' and s.status = 'Published'
          and s.superseded = false and ${submissionVisibleTo(viewerOf(ctx), 's')}
          and exists (
            select 1 from form_submissions v join collaborators co on co.submission_id = v.id
            where v.org_id = s.org_id and (v.id = ${CHAIN} or v.root_id = ${CHAIN})
              and co.user_id = ${ctx.userId}
          )
          and not exists (
            select 1 from form_submissions v join collaborators co on co.submission_id = v.id
            where v.org_id = s.org_id and (v.id = ${CHAIN} or v.root_id = ${CHAIN})
              and co.user_id = ${ctx.userId} and co.finished
          )
      )
      select
        m.chain_id as "id",
        m.reference as "reference",
        m.subject_id as "subject",
        m.sub_type as "subType",
        m.id as "latestSubmission",
        (select r.response from form_responses r
          where r.submission_id = m.id and r.question_key = 'dateOfIncident'
          order by r.id desc limit 1) as "dateOfIncident",
        coalesce(a.first_name, '') as "authorFirstname",
        coalesce(a.last_name, '') as "authorLastname",
        coalesce(su.first_name, '') as "studentFirstname",
        coalesce(su.last_name, '') as "studentLastname",
        coalesce((
          select json_agg(f.user_id order by f.user_id) from (
            select distinct co.user_id from form_submissions v
            join collaborators co on co.submission_id = v.id
            where v.org_id = m.org_id and (v.id = m.chain_id or v.root_id = m.chain_id) and co.finished
          ) f
        ), '[]'::json) as "collaboratorsFinished"
      from mine m
      left join users a on a.id = m.author_id
      left join users su on su.id = m.subject_id
      order by m.reference desc nulls last, m.id desc
      limit ${COLLABORATOR_LIST_SIZE}`,
    );
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      subject: Number(row.subject),
      latestSubmission: Number(row.latestSubmission),
      reference: row.reference === null ? '' : row.reference,
      collaboratorsFinished: (typeof row.collaboratorsFinished === 'string'
        ? (JSON.parse(row.collaboratorsFinished) as number[])
        : row.collaboratorsFinished
      ).map(Number),
    }));
  },
});
