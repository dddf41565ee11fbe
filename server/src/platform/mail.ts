import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema/index';
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

/** Called once by buildApp with the configuration. */
export function configureMail(next: MailSettings): void {
  settings = next;
  transporter = next.smtpUrl ? nodemailer.createTransport(next.smtpUrl) : null;
}

export function mailTransportKind(): 'smtp' | 'outbox' {
  return transporter ? 'smtp' : 'outbox';
}

function isTx(runner: Db | Tx): runner is Tx {
  return typeof (runner as Tx).rollback === 'function';
}

async function record(tx: Tx, message: MailMessage): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      orgId: message.orgId ?? null,
      to: message.to,
      subject: message.subject,
      text: message.text,
      status: 'queued',
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Sends a mail over SMTP_URL when configured, else keeps it queued and prints it. Either way the
 * mail is recorded in mail_outbox (status sent, failed or queued). Within a tenant transaction,
 * pass that transaction and its orgId; with a Db the row is written as besmart_system.
 */
export async function sendMail(runner: Db | Tx, message: MailMessage): Promise<void> {
  const write = async (tx: Tx) => {
    const id = await record(tx, message);
    if (!transporter) {
      const print = settings.print ?? ((line: string) => process.stdout.write(`${line}\n`));
      print(`[outbox] to ${message.to} subject "${message.subject}"\n${message.text}\n[/outbox]`);
      return;
    }
    try {
      await transporter.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      await tx
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
    } catch (err) {
      // A mail server problem must not undo the user's action; the row says what happened.
      await tx
        .update(mailOutbox)
        .set({
          status: 'failed',
          error: err instanceof Error ? err.message.slice(0, 500) : String(err),
        })
        .where(eq(mailOutbox.id, id));
    }
  };
  if (isTx(runner)) await write(runner);
  else await withSystem(runner, write);
}
