import { and, eq, not, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { users } from '../../../db/schema/index';
import { inOrganisation, isFormer } from '../../users/service';
import { defineReport } from '../registry';

/** Service users of the organisation that are neither deleted nor former (academicYear 'Former'). */
export default defineReport({
  name: 'numActiveStudents',
  description: 'Number of active service users',
  schema: Type.Integer({ minimum: 0 }),
  async run({ tx, orgId }) {
    const [row] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(and(inOrganisation(orgId, 'student'), eq(users.deleted, false), not(isFormer(orgId))));
    return Number(row?.total ?? 0);
  },
});
