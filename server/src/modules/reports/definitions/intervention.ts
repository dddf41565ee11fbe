import { InterventionReport } from 'shared-api/schemas';
import { intervention } from '../analytics/intervention';
import { defineReport } from '../registry';

/** Intervention Report (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'intervention',
  description:
    'Locations, physical and de-escalation techniques, restrictive count, durations and damage categories of the incidents matching the criteria (safeguarding leads only)',
  schema: InterventionReport,
  run: intervention,
});
