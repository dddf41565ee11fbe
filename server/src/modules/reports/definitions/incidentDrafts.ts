import { IncidentDraftsResult } from 'shared-api/schemas';
import { searchDrafts } from '../criteria/incidentQuery';
import { defineReport } from '../registry';

/** The caller's own Drafts (current versions), newest first: Incomplete Incidents (spec 2 §2.7). */
export default defineReport({
  name: 'incidentDrafts',
  description: "The caller's incomplete (Draft) incident reports, newest first, paged",
  schema: IncidentDraftsResult,
  run: (ctx) => searchDrafts(ctx),
});
