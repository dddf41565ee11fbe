import { IncidentSearchResult } from 'shared-api/schemas';
import { searchIncidents } from '../criteria/incidentQuery';
import { defineReport } from '../registry';
import { viewerOf } from '../visibility';

/** Current Published incidents the caller may see, filtered by the criteria (spec 2 §2.7). */
export default defineReport({
  name: 'incidentSearch',
  description:
    'Incidents visible to the caller matching the criteria (reference descending, paged)',
  schema: IncidentSearchResult,
  run: (ctx) => searchIncidents(ctx, { status: 'Published', viewer: viewerOf(ctx) }),
});
