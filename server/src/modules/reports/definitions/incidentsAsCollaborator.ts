import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { CollaboratorReportRow } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import { defineReport } from '../registry';
import { incidentChainCtes } from '../visibility';

export const COLLABORATOR_LIST_SIZE = 50;

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
 * The dashboard's 'Incidents I'm collaborating on': latest published incidents on which the caller
 * is a collaborator and has not acknowledged, newest reference first, first 50. `id` is the
 * incident's first version, `latestSubmission` the version to open.
 */
export default defineReport({
  name: 'incidentsAsCollaborator',
  description: 'Incidents the caller collaborates on and has not acknowledged (first 50)',
  schema: Type.Array(CollaboratorReportRow),
  async run({ tx, orgId, userId }) {
    const rows = await queryRows<Row>(
      tx,
      sql`${incidentChainCtes(orgId)},
      mine as (
        select l.* from latest l
        where exists (
            select 1 from chain c join collaborators co on co.submission_id = c.member_id
            where c.latest_id = l.id and co.user_id = ${userId}
          )
          and not exists (
            select 1 from chain c join collaborators co on co.submission_id = c.member_id
            where c.latest_id = l.id and co.user_id = ${userId} and co.finished
          )
      )
      select
        (select c.member_id from chain c where c.latest_id = m.id order by c.depth desc limit 1) as "id",
        m.reference as "reference",
        m.subject_id as "subject",
        m.sub_type as "subType",
        m.id as "latestSubmission",
        (select r.response from form_responses r
          where r.submission_id = m.id and r.question_key = 'dateOfIncident'
          order by r.id desc limit 1) as "dateOfIncident",
        coalesce(a.first_name, '') as "authorFirstname",
        coalesce(a.last_name, '') as "authorLastname",
        coalesce(s.first_name, '') as "studentFirstname",
        coalesce(s.last_name, '') as "studentLastname",
        coalesce((
          select json_agg(f.user_id order by f.user_id) from (
            select distinct co.user_id from chain c
            join collaborators co on co.submission_id = c.member_id
            where c.latest_id = m.id and co.finished
          ) f
        ), '[]'::json) as "collaboratorsFinished"
      from mine m
      left join users a on a.id = m.author_id
      left join users s on s.id = m.subject_id
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
