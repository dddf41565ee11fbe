import { IncidentHeatmap } from 'shared-api/schemas';
import { incidentHeatmap } from '../analytics/heatmap';
import { defineReport } from '../registry';

/** Incidents by weekday and hour (issue 11, beyond the spec): safeguarding leads only. */
export default defineReport({
  name: 'incidentHeatmap',
  description:
    'Incidents matching the criteria by weekday of the incident date and hour of the incident time, all 168 cells (safeguarding leads only)',
  schema: IncidentHeatmap,
  run: incidentHeatmap,
});
