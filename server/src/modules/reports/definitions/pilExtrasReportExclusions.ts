import { PilExtrasExclusions } from 'shared-api/schemas';
import { extrasAggregate } from '../analytics/extrasAggregate';
import { defineReport } from '../registry';

/** Suspensions & Permanent Exclusions (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'pilExtrasReportExclusions',
  description:
    'Incidents matching the criteria with a suspension or a permanent exclusion, and by service user (safeguarding leads only)',
  schema: PilExtrasExclusions,
  run: async (ctx) => {
    const aggregate = await extrasAggregate(ctx);
    return {
      suspensions: aggregate.counts.get('Suspension') ?? 0,
      permanentExclusions: aggregate.counts.get('PermanentExclusion') ?? 0,
      suspensionsByStudent: aggregate.byStudent.get('Suspension') ?? [],
      permanentExclusionsByStudent: aggregate.byStudent.get('PermanentExclusion') ?? [],
    };
  },
});
