import { InvolvementReport } from 'shared-api/schemas';
import { involvement } from '../analytics/involvement';
import { defineReport } from '../registry';

/** Involvement Report (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'involvement',
  description:
    'Staff and other service users named in the incidents matching the criteria, and the rounded-up average staff per incident (safeguarding leads only)',
  schema: InvolvementReport,
  run: involvement,
});
