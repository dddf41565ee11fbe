import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { queryRows } from '../../../db/client';
import { defineReport } from '../registry';
import { submissionVisibleTo, viewerOf } from '../visibility';

/**
 * Smart Plans the caller may see that are not Archived (the dashboard's Smart Plans counter): the
 * caller's own drafts and plans, plus others' published plans when the organisation has
 * sharedSmartPlans (or the caller holds direct access to the person). A plan counts once, as its
 * current version (superseded = false).
 */
export default defineReport({
  name: 'behaviourDrafts',
  description: 'Number of Smart Plans (not archived) visible to the caller',
  schema: Type.Integer({ minimum: 0 }),
  async run(ctx) {
    const rows = await queryRows<{ total: number }>(
      ctx.tx,
      sql`select count(*)::int as total from form_submissions s
        where s.org_id = ${ctx.orgId} and s.type = 'behaviourplan' and s.status <> 'Archived'
          and s.superseded = false and ${submissionVisibleTo(viewerOf(ctx), 's')}`,
    );
    return Number(rows[0]?.total ?? 0);
  },
});
