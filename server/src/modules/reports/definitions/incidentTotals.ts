import { IncidentTotals } from 'shared-api/schemas';
import { incidentAggregate } from '../analytics/incidentAggregate';
import { defineReport } from '../registry';

/** Global Incident Report tiles (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'incidentTotals',
  description:
    'Incidents matching the criteria: total, with no physical, with physical and with restrictive physical intervention (safeguarding leads only)',
  schema: IncidentTotals,
  run: async (ctx) => (await incidentAggregate(ctx)).totals,
});
