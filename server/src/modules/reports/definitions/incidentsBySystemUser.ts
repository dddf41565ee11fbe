import { Breakdown } from 'shared-api/schemas';
import { incidentAggregate } from '../analytics/incidentAggregate';
import { defineReport } from '../registry';

/** Global Incident Report chart (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'incidentsBySystemUser',
  description:
    'Incidents matching the criteria by the system user who completed the report (safeguarding leads only)',
  schema: Breakdown,
  run: async (ctx) => (await incidentAggregate(ctx)).bySystemUser,
});
