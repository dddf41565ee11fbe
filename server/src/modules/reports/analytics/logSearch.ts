import { sql, type SQL } from 'drizzle-orm';
import type { ClickerRow, ConcernRow } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { assertAnalyticsLead, matchingRecords, withLinearPlans } from './scope';

const answer = (key: string) => sql`(select r.response from form_responses r
  where r.submission_id = s.id and r.org_id = s.org_id and r.question_key = ${key}
  order by r.id desc limit 1)`;

/**
 * One page (id descending, `limit`/`offset` of the request) of the matching logs or clickers and
 * their number, in one statement: the count and the page's ids from `m`, then the display columns
 * of the page's rows only (a lateral read by primary key).
 */
async function page<R>(
  ctx: ReportContext,
  type: 'concern' | 'clicker',
  report: string,
  display: SQL,
): Promise<{ rows: R[]; total: number }> {
  assertAnalyticsLead(ctx);
  const matches = await matchingRecords(ctx, type, report);
  const rows = await withLinearPlans(ctx, {}, () =>
    queryRows<{ total: number; row: R | null }>(
      ctx.tx,
      sql`with m as materialized (${matches})
      select t.total, p.row from (select count(*)::int as total from m) t
      left join lateral (
        select to_jsonb(d) as row
        from (select m.id from m order by m.id desc limit ${ctx.limit} offset ${ctx.offset}) pg
        cross join lateral (${display} offset 0) d
        order by pg.id desc
      ) p on true`,
    ),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.flatMap((row) => (row.row ? [row.row] : [])),
  };
}

const person = sql`left join lateral (select u.first_name, u.last_name from users u
    where u.id = s.subject_id and u.org_id = s.org_id offset 0) u on true`;

/** `concernSearch`: the Log Report's related logs. */
export function concernSearch(ctx: ReportContext) {
  return page<ConcernRow>(
    ctx,
    'concern',
    'concernSearch',
    sql`select s.id, s.subject_id as "userId",
        coalesce(u.first_name, '') as firstname, coalesce(u.last_name, '') as lastname,
        (select string_agg(g.name, ', ' order by g.name) from user_group_members gm
          join user_groups g on g.id = gm.user_group_id
          where gm.org_id = s.org_id and gm.user_id = s.subject_id
            and gm.deleted = false and g.deleted = false) as "group",
        ${answer('concernDate')} as "concernDate", ${answer('concernTime')} as "concernTime",
        ${answer('concern')} as concern, ${answer('positiveNegative')} as type,
        ${answer('action')} as action, ${answer('actionDate')} as "actionDate"
      from form_submissions s ${person}
      where s.id = pg.id`,
  );
}

/** `clickerSearch`: the Clicker Report's related clickers. */
export async function clickerSearch(ctx: ReportContext) {
  const result = await page<Omit<ClickerRow, 'createdAt'> & { createdAt: string }>(
    ctx,
    'clicker',
    'clickerSearch',
    sql`select s.id, s.subject_id as "userId",
        coalesce(u.first_name, '') as firstname, coalesce(u.last_name, '') as lastname,
        (select us.value from user_settings us
          where us.org_id = s.org_id and us.user_id = s.subject_id and us.key = 'academicYear'
          order by us.id desc limit 1) as "yearGroup",
        s.created_at as "createdAt",
        coalesce(s.sub_type, ${answer('quickBehaviour')}, '') as type
      from form_submissions s ${person}
      where s.id = pg.id`,
  );
  return {
    total: result.total,
    rows: result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
  };
}
