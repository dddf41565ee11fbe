import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { queryRows } from '../../../db/client';
import { defineReport } from '../registry';
import { submissionVisibleTo, viewerOf } from '../visibility';

/** Published incident reports (current version of each) the caller may see. */
export default defineReport({
  name: 'totalNumberOfIncidents',
  description: 'Number of published incident reports visible to the caller',
  schema: Type.Integer({ minimum: 0 }),
  async run(ctx) {
    const rows = await queryRows<{ total: number }>(
      ctx.tx,
      sql`select count(*)::int as total from form_submissions s
        where s.org_id = ${ctx.orgId} and s.type = 'incidentreport' and s.status = 'Published'
          and s.superseded = false and ${submissionVisibleTo(viewerOf(ctx), 's')}`,
    );
    return Number(rows[0]?.total ?? 0);
  },
});
