import { Breakdown } from 'shared-api/schemas';
import { logAggregate } from '../analytics/logAggregate';
import { defineReport } from '../registry';

/** Log Report: logs matching the criteria by response (Positive, Negative, N/A) (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'concernByType',
  description:
    'Log Report: logs matching the criteria by response (Positive, Negative, N/A) (safeguarding leads only)',
  schema: Breakdown,
  run: async (ctx) => (await logAggregate(ctx, 'concern')).byType,
});
