import { sql } from 'drizzle-orm';
import type { PlanDraftRow } from 'shared-api/schemas';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { requireArea } from './gate';
import { iso, planRows, subject } from './lists';

/** Incomplete Smart Plans (/behaviour/drafts): the caller's current drafts, newest first. */
export async function listDrafts(ctx: RequestContext): Promise<PlanDraftRow[]> {
  await requireArea(ctx);
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const rows = await planRows(
    tx,
    viewer,
    sql`s.status = 'Draft' and s.superseded = false and s.author_id = ${viewer.userId}`,
    sql`s.id desc`,
  );
  return rows.map((r) => ({ id: Number(r.id), createdAt: iso(r.created_at), subject: subject(r) }));
}
