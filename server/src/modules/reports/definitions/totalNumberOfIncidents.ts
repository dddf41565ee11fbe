import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { queryRows } from '../../../db/client';
import { defineReport } from '../registry';
import { incidentChainCtes, incidentVisibleTo } from '../visibility';

/** Published incident reports (latest version of each) the caller may see. */
export default defineReport({
  name: 'totalNumberOfIncidents',
  description: 'Number of published incident reports visible to the caller',
  schema: Type.Integer({ minimum: 0 }),
  async run(ctx) {
    const rows = await queryRows<{ total: number }>(
      ctx.tx,
      sql`${incidentChainCtes(ctx.orgId)}
        select count(*)::int as total from latest l where ${incidentVisibleTo(ctx)}`,
    );
    return Number(rows[0]?.total ?? 0);
  },
});
