import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SubmissionCreateBody, SubmissionSaved } from 'shared-api/schemas';
import { formSubmissions } from '../../db/schema/index';
import { runNextJob } from '../../platform/jobs/run';
import { withTenant } from '../../platform/tenancy';
import { pdfUrlOf } from './list';
import { incidentPdfJob, incidentPdfKey } from './publish';

/**
 * After a Published incident report has committed, its PDF job is run at once by the request
 * itself (claimed from the queue like any worker would, outside the publishing transaction), so
 * the answer still carries `pdfUrl` as before. If rendering fails the job stays queued with
 * backoff and the answer says `pdfUrl: null`; the completion page then waits for it.
 */
export async function withPublishedPdf(
  request: FastifyRequest,
  input: SubmissionCreateBody['data'],
  saved: SubmissionSaved,
): Promise<SubmissionSaved> {
  if (input.type !== 'incidentreport' || input.status !== 'Published') return saved;
  // One attempt; if a worker claimed it first, its result is read below all the same.
  await runNextJob(request.server, { kind: incidentPdfJob.kind, key: incidentPdfKey(saved.id) });
  const [row] = await withTenant(request, (tx) =>
    tx
      .select({ pdfFileId: formSubmissions.pdfFileId })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.id, saved.id), eq(formSubmissions.orgId, request.orgId))),
  );
  return { ...saved, pdfUrl: pdfUrlOf(row?.pdfFileId ?? null) };
}
