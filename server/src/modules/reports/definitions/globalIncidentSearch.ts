import { IncidentSearchResult } from 'shared-api/schemas';
import { forbidden } from '../../../platform/errors';
import { searchIncidents } from '../criteria/incidentQuery';
import { defineReport } from '../registry';

export const GLOBAL_SEARCH_FORBIDDEN = 'Only safeguarding leads can search every incident';

/** Every current Published incident of the organisation: safeguarding leads only (spec 2 §6). */
export default defineReport({
  name: 'globalIncidentSearch',
  description: 'Every incident of the organisation matching the criteria (safeguarding leads only)',
  schema: IncidentSearchResult,
  run: (ctx) => {
    if (!ctx.isSafeguardingLead) throw forbidden(GLOBAL_SEARCH_FORBIDDEN);
    return searchIncidents(ctx, { status: 'Published' });
  },
});
