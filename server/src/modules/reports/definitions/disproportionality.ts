import { Disproportionality } from 'shared-api/schemas';
import { disproportionality } from '../analytics/disproportionality';
import { defineReport } from '../registry';

/** Incidents per 100 service users by ethnicity, gender, year group and SEN (issue 11): leads only. */
export default defineReport({
  name: 'disproportionality',
  description:
    'Incidents matching the criteria, physical and restrictive, per group of service users by ethnicity, gender, year group and SEN status, with rates per 100 of the roll (safeguarding leads only)',
  schema: Disproportionality,
  run: disproportionality,
});
