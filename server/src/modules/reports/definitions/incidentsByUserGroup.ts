import { Breakdown } from 'shared-api/schemas';
import { incidentAggregate } from '../analytics/incidentAggregate';
import { defineReport } from '../registry';

/** Global Incident Report chart (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'incidentsByUserGroup',
  description:
    'Incidents matching the criteria by group of the service user (safeguarding leads only)',
  schema: Breakdown,
  run: async (ctx) => (await incidentAggregate(ctx)).byUserGroup,
});
