import { sql } from 'drizzle-orm';
import { CPOMS_MESSAGES, IncidentSearchResult } from 'shared-api/schemas';
import { badRequest, forbidden } from '../../../platform/errors';
import { searchIncidents } from '../criteria/incidentQuery';
import { defineReport } from '../registry';

export const CPOMS_SEARCH_FORBIDDEN = 'Only safeguarding leads can see incidents synced to CPOMS';

/** Incidents already pushed to CPOMS (they carry a CPOMS id): leads, CPOMS enabled (spec 2 §2.7). */
export default defineReport({
  name: 'cpomsIncidentSearch',
  description: 'Incidents synced to CPOMS matching the criteria (safeguarding leads only)',
  schema: IncidentSearchResult,
  run: (ctx) => {
    if (!ctx.isSafeguardingLead) throw forbidden(CPOMS_SEARCH_FORBIDDEN);
    if (!ctx.organisation.cpomsEnabled) throw badRequest(CPOMS_MESSAGES.notEnabled);
    return searchIncidents(ctx, { status: 'Published', where: sql`s.cpoms_id is not null` });
  },
});
