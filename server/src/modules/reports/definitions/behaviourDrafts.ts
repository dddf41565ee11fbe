import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { queryRows } from '../../../db/client';
import { defineReport } from '../registry';

/**
 * Smart Plans the caller may see that are not Archived (the dashboard's Smart Plans counter): the
 * caller's own drafts and plans, plus everyone's published plans when the organisation has
 * sharedSmartPlans. A plan superseded by a newer published version counts once.
 */
export default defineReport({
  name: 'behaviourDrafts',
  description: 'Number of Smart Plans (not archived) visible to the caller',
  schema: Type.Integer({ minimum: 0 }),
  async run({ tx, orgId, userId, organisation }) {
    const shared = organisation.sharedSmartPlans;
    const rows = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from form_submissions fs
        where fs.org_id = ${orgId} and fs.type = 'behaviourplan' and fs.status <> 'Archived'
          and not exists (
            select 1 from form_submissions n
            where n.org_id = fs.org_id and n.form_id = fs.id and n.status = 'Published'
          )
          and (fs.author_id = ${userId} or (${shared} and fs.status = 'Published'))`,
    );
    return Number(rows[0]?.total ?? 0);
  },
});
