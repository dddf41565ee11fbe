import { Breakdown } from 'shared-api/schemas';
import { logAggregate, studentsOfType } from '../analytics/logAggregate';
import { defineReport } from '../registry';

/** Log Report: Positive logs matching the criteria by service user (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'concernByStudentPositive',
  description:
    'Log Report: Positive logs matching the criteria by service user (safeguarding leads only)',
  schema: Breakdown,
  run: async (ctx) => studentsOfType(await logAggregate(ctx, 'concern'), 'positive'),
});
