import { Type } from 'typebox';
import { logAggregate } from '../analytics/logAggregate';
import { defineReport } from '../registry';

/** Log Report: number of service users with a log matching the criteria (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'concernStudentCount',
  description:
    'Log Report: number of service users with a log matching the criteria (safeguarding leads only)',
  schema: Type.Integer({ minimum: 0 }),
  run: async (ctx) => (await logAggregate(ctx, 'concern')).studentCount,
});
