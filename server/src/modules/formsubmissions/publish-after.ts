import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SubmissionCreateBody, SubmissionSaved } from 'shared-api/schemas';
import { formSubmissions } from '../../db/schema/index';
import { runNextJob } from '../../platform/jobs/run';
import { withContext } from '../../platform/request-context';
import { pdfUrlOf } from './list';
import { incidentPdf } from './publish';

/**
 * Route step after a Published incident report has committed (not a service: it runs between
 * transactions): its PDF job is run at once by the request itself (claimed from the queue like any
 * worker would), so the answer still carries `pdfUrl` as before. If rendering fails the job stays
 * queued with backoff and the answer says `pdfUrl: null`; the completion page then waits for it.
 */
export async function withPublishedPdf(
  request: FastifyRequest,
  input: SubmissionCreateBody['data'],
  saved: SubmissionSaved,
): Promise<SubmissionSaved> {
  if (input.type !== 'incidentreport' || input.status !== 'Published') return saved;
  // One attempt; if a worker claimed it first, its result is read below all the same.
  await runNextJob(request.server, { kind: incidentPdf.job.kind, key: incidentPdf.key(saved.id) });
  const [row] = await withContext(request, (ctx) =>
    ctx.tx
      .select({ pdfFileId: formSubmissions.pdfFileId })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.id, saved.id), eq(formSubmissions.orgId, ctx.orgId))),
  );
  return { ...saved, pdfUrl: pdfUrlOf(row?.pdfFileId ?? null) };
}
