import { Type } from 'typebox';
import { logAggregate } from '../analytics/logAggregate';
import { defineReport } from '../registry';

/** Clicker Report: number of clickers matching the criteria (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'clickerCount',
  description: 'Clicker Report: number of clickers matching the criteria (safeguarding leads only)',
  schema: Type.Integer({ minimum: 0 }),
  run: async (ctx) => (await logAggregate(ctx, 'clicker')).count,
});
