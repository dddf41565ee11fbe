import { IncidentTrend } from 'shared-api/schemas';
import { incidentTrend } from '../analytics/trend';
import { defineReport } from '../registry';

/** Incidents per month against the previous period (issue 11, beyond the spec): leads only. */
export default defineReport({
  name: 'incidentTrend',
  description:
    'Incidents matching the criteria per month of the period of their date criteria (else the last 12 months) and of the previous period of the same length (safeguarding leads only)',
  schema: IncidentTrend,
  run: incidentTrend,
});
