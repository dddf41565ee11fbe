import { PIL_EXTRA_KEYS } from 'shared-api/incidents';
import { PilExtrasReport } from 'shared-api/schemas';
import {
  EXTRA_CATEGORIES,
  categoryBuckets,
  categoryLabel,
  extrasAggregate,
} from '../analytics/extrasAggregate';
import { defineReport } from '../registry';

/** Discriminatory, Prejudiced and other Behaviour report (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'pilExtrasReport',
  description:
    'Incidents matching the criteria answering Yes to each Post Incident Learning extra, and by service user per category and exclusion (safeguarding leads only)',
  schema: PilExtrasReport,
  run: async (ctx) => {
    const aggregate = await extrasAggregate(ctx);
    return {
      incidents: categoryBuckets(aggregate, PIL_EXTRA_KEYS),
      byCategory: EXTRA_CATEGORIES.map((key) => ({
        key,
        label: categoryLabel(key),
        byStudent: aggregate.byStudent.get(key) ?? [],
      })),
    };
  },
});
