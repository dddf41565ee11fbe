import { inArray } from 'drizzle-orm';
import { comments } from '../../db/schema/index';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { chainIds, loadVisible } from './access';
import { commentRows } from './comments';

/** Comments on every version of the incident; anyone who sees it reads them. */
export async function listComments(ctx: RequestContext, id: number) {
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const submission = await loadVisible(tx, viewer, id);
  const ids = await chainIds(tx, viewer.orgId, submission);
  return commentRows(tx, viewer.orgId, inArray(comments.submissionId, ids));
}
