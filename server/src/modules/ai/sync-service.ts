import { desc, eq } from 'drizzle-orm';
import type { AiSyncSummary } from 'shared-api/schemas';
import { aiServiceDigests } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { forbidden } from '../../platform/errors';
import { buildServiceDigest, SERVICE_NEEDS_ALL } from './context';
import { requireAiTerms } from './governance';

type DigestRow = typeof aiServiceDigests.$inferSelect;

const summary = (row: DigestRow): AiSyncSummary => ({
  syncedAt: row.syncedAt.toISOString(),
  incidents: row.incidents,
  logs: row.logs,
  clickers: row.clickers,
});

/**
 * POST /ai/sync/service: builds the service digest from the organisation's current Published
 * incident reports, logs and clickers (aggregates only) and stores it as a new row (audited).
 */
export async function syncService(ctx: RequestContext): Promise<AiSyncSummary> {
  await requireAiTerms(ctx);
  const digest = await buildServiceDigest(ctx);
  const [row] = await ctx.tx
    .insert(aiServiceDigests)
    .values({
      orgId: ctx.orgId,
      digest: digest as unknown as Record<string, unknown>,
      incidents: digest.incidents,
      logs: digest.logs,
      clickers: digest.clickers,
      syncedBy: ctx.userId,
    })
    .returning();
  await audit(ctx.tx, ctx, {
    action: 'sync',
    entity: 'ai_service_digest',
    entityId: row!.id,
    after: summary(row!),
  });
  return summary(row!);
}

/** GET /ai/sync/service: the last sync, or null. */
export async function lastSync(ctx: RequestContext): Promise<AiSyncSummary | null> {
  await requireAiTerms(ctx);
  const viewer = await viewerFor(ctx);
  if (!viewer.seesAllIncidents) throw forbidden(SERVICE_NEEDS_ALL);
  const [row] = await ctx.tx
    .select()
    .from(aiServiceDigests)
    .where(eq(aiServiceDigests.orgId, ctx.orgId))
    .orderBy(desc(aiServiceDigests.syncedAt), desc(aiServiceDigests.id))
    .limit(1);
  return row ? summary(row) : null;
}
