import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { defineJob, enqueue } from './jobs/index';
import { withSystem } from './tenancy';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The organisation the mail concerns; omit for sign-in mail (codes, reset links). */
  orgId?: number;
}

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  /** Where outbox mail is printed when there is no SMTP server (stdout by default). */
  print?: (line: string) => void;
}

let settings: MailSettings = { from: 'BeSmart <no-reply@besmart.local>' };
let transporter: Transporter | null = null;

/**
 * A send that hangs must end well within the job's lease (JOBS_LEASE_MS, 2 minutes by default),
 * or a second worker could claim the job while the first is still talking to the server.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** Called once by buildApp with the configuration. */
export function configureMail(next: MailSettings): void {
  settings = next;
  transporter = next.smtpUrl
    ? nodemailer.createTransport({ url: next.smtpUrl, ...SMTP_TIMEOUTS })
    : null;
}

export function mailTransportKind(): 'smtp' | 'outbox' {
  return transporter ? 'smtp' : 'outbox';
}

function isTx(runner: Db | Tx): runner is Tx {
  return typeof (runner as Tx).rollback === 'function';
}

/** The sender's domain, for Message-IDs. */
function senderDomain(): string {
  const match = /@([^>\s]+)>?\s*$/.exec(settings.from);
  return match?.[1] ?? 'besmart.local';
}

/**
 * One Message-ID per mail, made when it is recorded and used on every attempt: if a send succeeded
 * but was not recorded (crash, lost reply), the repeat carries the same id and receiving systems
 * can drop it. The job id names it; the random part keeps two databases' job 1 apart.
 */
export function messageIdFor(jobId: number): string {
  return `<besmart-mail-${jobId}.${randomBytes(6).toString('hex')}@${senderDomain()}>`;
}

/**
 * Delivers the mail_outbox row of this job. Runs after the recording transaction committed, never
 * inside a transaction while talking to the SMTP server. A mail already marked sent is not sent
 * again. Without SMTP_URL the mail is printed and stays `queued` in the outbox (today's demo mode).
 */
export const deliverMail = defineJob<Record<string, never>>('mail', async (_payload, ctx) => {
  const [mail] = await withSystem(ctx.db, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.jobId, ctx.job.id)).limit(1),
  );
  if (!mail) throw new Error(`No mail recorded for job ${ctx.job.id}`);
  if (mail.status === 'sent') return;
  if (!transporter) {
    const print = settings.print ?? ((line: string) => process.stdout.write(`${line}\n`));
    print(`[outbox] to ${mail.to} subject "${mail.subject}"\n${mail.text}\n[/outbox]`);
    return;
  }
  try {
    await transporter.sendMail({
      from: settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
    });
  } catch (err) {
    const last = ctx.job.attempt >= ctx.job.maxAttempts;
    await withSystem(ctx.db, (tx) =>
      tx
        .update(mailOutbox)
        .set({
          status: last ? 'failed' : 'queued',
          error: err instanceof Error ? err.message.slice(0, 500) : String(err),
        })
        .where(eq(mailOutbox.id, mail.id)),
    );
    throw err;
  }
  // The at-least-once window: a crash between the server's acceptance and this update sends the
  // mail again (same Message-ID) when the lease expires.
  await withSystem(ctx.db, (tx) =>
    tx
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, error: null })
      .where(eq(mailOutbox.id, mail.id)),
  );
});

/**
 * Records a mail in mail_outbox (status queued) and a job that delivers it, in the caller's
 * transaction: nothing is sent unless that transaction commits, and a slow or absent SMTP server
 * never holds it up. Within a tenant transaction, pass that transaction and its orgId; with a Db
 * the rows are written as besmart_system.
 */
export async function sendMail(runner: Db | Tx, message: MailMessage): Promise<void> {
  const write = async (tx: Tx) => {
    const jobId = await enqueue(tx, deliverMail, {}, { orgId: message.orgId ?? null });
    await tx.insert(mailOutbox).values({
      orgId: message.orgId ?? null,
      to: message.to,
      subject: message.subject,
      text: message.text,
      status: 'queued',
      jobId,
      messageId: messageIdFor(jobId),
    });
  };
  if (isTx(runner)) await write(runner);
  else await withSystem(runner, write);
}
