import { sql, type SQL } from 'drizzle-orm';
import { PLAN_LIST_KEYS, PLAN_TEXT_KEYS } from 'shared-api/schemas';
import { DEESCALATION_LISTS, PHYSICAL_LISTS } from './fields';

const LISTS = [...DEESCALATION_LISTS, ...PHYSICAL_LISTS];
const PLAN_KEYS = [...PLAN_TEXT_KEYS, ...PLAN_LIST_KEYS];
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Search field 'Plan - Techniques to avoid used' (issue 10 §8): ids of incidents that rated as
 * used (1-10, not n/a; as the plan's adherence counts them) a technique which a Smart Plan in force
 * for their person when the incident was recorded marks Avoid. In force: a Published version (not
 * deleted) created before the incident with no newer version of its plan created before it.
 * Answers nothing about the plan itself; the search still returns only incidents the caller sees.
 */
export function planAvoidUsed(orgId: number): SQL {
  return sql`select s.id from form_submissions s
    join form_responses r on r.org_id = s.org_id and r.submission_id = s.id
      and r.question_key in (${inList(LISTS)}) and left(ltrim(r.response), 1) = '['
    cross join lateral jsonb_array_elements(besmart_jsonb_array(r.response)) e
    join form_submissions p on p.org_id = s.org_id and p.subject_id = s.subject_id
      and p.type = 'behaviourplan' and p.was_published and p.status <> 'Archived'
      and p.created_at <= s.created_at
    join form_responses a on a.org_id = p.org_id and a.submission_id = p.id
      and a.response = 'Avoid' and a.question_key not in (${inList(PLAN_KEYS)})
    where s.org_id = ${orgId} and s.type = 'incidentreport'
      and jsonb_typeof(e) = 'object' and (e ->> 'value') ~ '^(10|[1-9])$'
      and lower(trim(e ->> 'key')) = lower(trim(a.question_key))
      and not exists (
        select 1 from form_submissions n
        where n.org_id = p.org_id
          and (n.id = (case when p.root_id is null then p.id else p.root_id end)
            or n.root_id = (case when p.root_id is null then p.id else p.root_id end))
          and n.id > p.id and n.was_published and n.status <> 'Archived'
          and n.created_at <= s.created_at)`;
}
