import { MedicalInterventionReport } from 'shared-api/schemas';
import { medicalIntervention } from '../analytics/medical';
import { defineReport } from '../registry';

/** Injuries Report (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'medicalIntervention',
  description:
    'Injuries in the incidents matching the criteria: to the service user, staff and others, and the injured incidents by month, hour, group and location (safeguarding leads only)',
  schema: MedicalInterventionReport,
  run: medicalIntervention,
});
