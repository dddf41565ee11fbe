import { sql } from 'drizzle-orm';
import { PLAN_FOLLOWED_KEY, type PlanAdherence } from 'shared-api/schemas';
import { queryRows } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerFor } from '../../platform/visibility';
import { loadVisible } from '../formsubmissions/access';
import { PLAN_LIST_KEYS, PLAN_TEXT_KEYS } from 'shared-api/schemas';
import { requireBuilder } from './gate';
import { PLAN_TYPE } from './queries';

const PLAN_KEYS = [...PLAN_TEXT_KEYS, ...PLAN_LIST_KEYS];

/**
 * Adherence to a Published plan (issue 10 §8), in SQL: the current Published incident reports
 * about the person recorded after the plan was published (those the caller may see), how many
 * answer "Did staff follow the plan?" No, and which techniques the plan marks Avoid they rated as
 * used (1-10, not n/a) in their de-escalation or physical technique lists. GET
 * /api/smartplan/{id}/adherence (the Builder).
 */
export async function planAdherence(ctx: RequestContext, planId: number): Promise<PlanAdherence> {
  await requireBuilder(ctx);
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const plan = await loadVisible(tx, viewer, planId);
  if (plan.type !== PLAN_TYPE) throw badRequest(`id: submission ${planId} is not a Smart Plan`);
  if (plan.status !== 'Published') throw badRequest(`id: Smart Plan ${planId} is not Published`);
  const since = plan.createdAt.toISOString();
  const keys = sql.join(
    PLAN_KEYS.map((k) => sql`${k}`),
    sql`, `,
  );
  const [row] = await queryRows<{
    incidents: number;
    not_followed: number;
    avoid_used: { technique: string; incidents: number }[] | string | null;
  }>(
    tx,
    sql`with incidents as (
        select s.id from form_submissions s
        where s.org_id = ${viewer.orgId} and s.subject_id = ${plan.subjectId}
          and s.type = 'incidentreport' and s.status = 'Published' and s.superseded = false
          and s.created_at > ${since}::timestamptz and ${submissionVisibleTo(viewer, 's')}
      ),
      avoid as (
        select r.question_key as technique from form_responses r
        where r.org_id = ${viewer.orgId} and r.submission_id = ${plan.id}
          and r.response = 'Avoid' and r.question_key not in (${keys})
      ),
      used as (
        select i.id, e->>'key' as technique
        from incidents i
        join form_responses r on r.submission_id = i.id and r.org_id = ${viewer.orgId}
          and r.question_key in ('deescalationTechniques', 'physicalTechniques')
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(besmart_jsonb_or_null(r.response)) = 'array'
            then besmart_jsonb_or_null(r.response) else '[]'::jsonb end) e
        where jsonb_typeof(e) = 'object' and (e->>'value') ~ '^(10|[1-9])$'
      )
      select
        (select count(*)::int from incidents) as incidents,
        (select count(*)::int from incidents i where exists (
          select 1 from form_responses r where r.submission_id = i.id and r.org_id = ${viewer.orgId}
            and r.question_key = ${PLAN_FOLLOWED_KEY} and trim(r.response) = 'No')) as not_followed,
        (select coalesce(jsonb_agg(jsonb_build_object('technique', t.technique, 'incidents', t.n)
            order by t.n desc, t.technique), '[]'::jsonb)
          from (select a.technique, count(distinct u.id)::int as n from avoid a
                join used u on u.technique = a.technique group by a.technique) t) as avoid_used`,
  );
  const avoid = row?.avoid_used;
  return {
    planId: plan.id,
    since,
    incidents: Number(row?.incidents ?? 0),
    planNotFollowed: Number(row?.not_followed ?? 0),
    avoidUsed: (typeof avoid === 'string' ? JSON.parse(avoid) : (avoid ?? [])) as {
      technique: string;
      incidents: number;
    }[],
  };
}
