import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OutboxItem, OutboxQuery } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { jobs, mailOutbox, organisations } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import { noteEnqueued } from '../../platform/jobs/enqueue';
import { requireGlobalAdmin } from '../../platform/permissions';
import type { RequestContext } from '../../platform/request-context';

export const ONLY_FAILED = 'Only a failed job can be retried';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Jobs with their mail's recipient and subject; never a mail body (links, codes) nor a payload. */
function select(tx: Tx) {
  return tx
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      lastError: jobs.lastError,
      organisationId: jobs.orgId,
      organisationName: organisations.name,
      createdAt: jobs.createdAt,
      runAfter: jobs.runAfter,
      finishedAt: jobs.finishedAt,
      mailTo: mailOutbox.to,
      mailSubject: mailOutbox.subject,
      mailStatus: mailOutbox.status,
      mailSentAt: mailOutbox.sentAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobs)
    .leftJoin(mailOutbox, eq(mailOutbox.jobId, jobs.id))
    .leftJoin(organisations, eq(organisations.id, jobs.orgId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function toItem(r: Row): OutboxItem {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    maxAttempts: r.maxAttempts,
    lastError: r.lastError,
    organisationId: r.organisationId,
    organisationName: r.organisationName,
    createdAt: r.createdAt.toISOString(),
    runAfter: r.runAfter.toISOString(),
    finishedAt: iso(r.finishedAt),
    mail:
      r.mailTo === null || r.mailSubject === null || r.mailStatus === null
        ? null
        : { to: r.mailTo, subject: r.mailSubject, status: r.mailStatus, sentAt: iso(r.mailSentAt) },
  };
}

/** Newest first, across organisations (the caller is a global administrator; besmart_system). */
export async function listOutbox(
  ctx: RequestContext,
  query: OutboxQuery,
): Promise<{ data: OutboxItem[]; total: number }> {
  requireGlobalAdmin(ctx);
  const { tx } = ctx;
  const where: SQL[] = [];
  if (query.status) where.push(eq(jobs.status, query.status));
  if (query.kind) where.push(eq(jobs.kind, query.kind));
  const rows = await select(tx)
    .where(and(...where))
    .orderBy(desc(jobs.id))
    .limit(query.limit ?? 100);
  return { data: rows.map(toItem), total: rows[0]?.total ?? 0 };
}

/**
 * A failed job goes back to the queue with a fresh set of attempts (its mail, if any, back to
 * queued), audited; the worker is woken once the answer is sent.
 */
export async function retryJob(ctx: RequestContext, id: number): Promise<OutboxItem> {
  requireGlobalAdmin(ctx);
  const { tx } = ctx;
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  if (!job) throw notFound(`Job ${id} not found`);
  if (job.status !== 'failed') throw badRequest(ONLY_FAILED);
  await tx
    .update(jobs)
    .set({
      status: 'queued',
      attempts: 0,
      runAfter: sql`now()`,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, id));
  await tx
    .update(mailOutbox)
    .set({ status: 'queued' })
    .where(and(eq(mailOutbox.jobId, id), eq(mailOutbox.status, 'failed')));
  await audit(tx, ctx, {
    action: 'retry',
    entity: 'job',
    entityId: id,
    orgId: job.orgId ?? ctx.orgId,
    before: {
      kind: job.kind,
      status: job.status,
      attempts: job.attempts,
      lastError: job.lastError,
    },
    after: { status: 'queued', attempts: 0 },
  });
  noteEnqueued();
  const [row] = await select(tx).where(eq(jobs.id, id));
  return toItem(row!);
}
