import { Breakdown } from 'shared-api/schemas';
import { logAggregate } from '../analytics/logAggregate';
import { defineReport } from '../registry';

/** Clicker Report: clickers matching the criteria by service user (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'clickerByStudent',
  description:
    'Clicker Report: clickers matching the criteria by service user (safeguarding leads only)',
  schema: Breakdown,
  run: async (ctx) => (await logAggregate(ctx, 'clicker')).byStudent,
});
