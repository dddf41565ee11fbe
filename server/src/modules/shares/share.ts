import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { files, formSubmissions, organisations } from '../../db/schema/index';
import { documentShares, type ShareKind } from '../../db/schema/shares';
import { audit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import { sendMail } from '../../platform/mail';
import { hashToken, newToken } from '../../platform/tokens';

/**
 * What shareDocument needs: the tenant transaction, the organisation, who shares (null when a job
 * shares on the publisher's behalf without one) and the configuration. A RequestContext is one;
 * a job builds one from its own transaction.
 */
export interface ShareContext {
  tx: Tx;
  orgId: number;
  userId: number | null;
  config: Pick<Config, 'publicUrl' | 'shareLinkDays'>;
}

export interface ShareRecipient {
  email: string;
  name?: string;
}

export interface ShareDocumentInput {
  kind: ShareKind;
  /** The PDF. Optional for a report or plan whose PDF is still being made (read at download). */
  fileId?: number | null;
  /** The incident report or Smart Plan version (required for those kinds). */
  submissionId?: number | null;
  recipients: readonly ShareRecipient[];
}

export interface SharedLink {
  id: number;
  recipientEmail: string;
  expiresAt: Date;
}

const SUBMISSION_TYPE: Record<Exclude<ShareKind, 'parentLetter'>, string> = {
  incidentReport: 'incidentreport',
  smartPlan: 'behaviourplan',
};

const EMAIL = /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\]+$/;

/** The subject names the kind of document and the organisation; never the child. */
export function shareSubject(kind: ShareKind, organisationName: string): string {
  if (kind === 'incidentReport') return `Incident report from ${organisationName}`;
  if (kind === 'smartPlan') return `Smart Plan from ${organisationName}`;
  return `Letter from ${organisationName}`;
}

const londonDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/**
 * The link mail: the organisation's name, "A document has been shared with you", the link (token
 * in the fragment: browsers never send it to a server, so no log or Referer carries it) and until
 * when it works. Nothing about the child.
 */
export function shareMail(
  publicUrl: string,
  kind: ShareKind,
  organisationName: string,
  token: string,
  expiresAt: Date,
) {
  return {
    subject: shareSubject(kind, organisationName),
    text: [
      'Hello,',
      '',
      `${organisationName}: A document has been shared with you.`,
      '',
      `Open it here: ${publicUrl}/shared#${token}`,
      '',
      `When you open the link we send a 6-digit code to this e-mail address. The link works until ${londonDate(expiresAt)}.`,
      '',
      `If you were not expecting this message, please contact ${organisationName}.`,
    ].join('\n'),
  };
}

function normaliseRecipients(recipients: readonly ShareRecipient[]): ShareRecipient[] {
  if (recipients.length === 0) throw badRequest('recipients: name at least one recipient');
  const seen = new Map<string, ShareRecipient>();
  for (const r of recipients) {
    const email = typeof r.email === 'string' ? r.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 254) {
      throw badRequest(`recipients: '${String(r.email).slice(0, 80)}' is not an e-mail address`);
    }
    if (!seen.has(email)) seen.set(email, { email, name: (r.name ?? '').trim().slice(0, 200) });
  }
  return [...seen.values()];
}

/** The document must be the organisation's: a Published report/plan version, or a stored file. */
async function checkDocument(ctx: ShareContext, input: ShareDocumentInput) {
  const { tx, orgId } = ctx;
  let fileId = input.fileId ?? null;
  let submissionId: number | null = null;
  if (input.kind === 'parentLetter') {
    if (!fileId) throw badRequest('fileId: a letter is shared by its file');
  } else {
    if (!input.submissionId) throw badRequest('submissionId: name the version to share');
    const [row] = await tx
      .select({ id: formSubmissions.id, pdfFileId: formSubmissions.pdfFileId })
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.id, input.submissionId),
          eq(formSubmissions.orgId, orgId),
          eq(formSubmissions.type, SUBMISSION_TYPE[input.kind]),
          eq(formSubmissions.status, 'Published'),
        ),
      )
      .limit(1);
    if (!row) throw notFound('Submission not found');
    submissionId = row.id;
    fileId ??= row.pdfFileId;
  }
  if (fileId) {
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.orgId, orgId), eq(files.deleted, false)))
      .limit(1);
    if (!file) throw notFound('File not found');
  }
  return { fileId, submissionId };
}

/**
 * Shares one document with each recipient: a link row (token hash only, expiring after
 * SHARE_LINK_DAYS), one mail per recipient recorded in the caller's transaction (sent by the jobs
 * queue after commit) and an audit entry per link. Recipients are de-duplicated by address.
 */
export async function shareDocument(
  ctx: ShareContext,
  input: ShareDocumentInput,
): Promise<SharedLink[]> {
  const { tx, orgId } = ctx;
  const recipients = normaliseRecipients(input.recipients);
  const target = await checkDocument(ctx, input);
  const [org] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .limit(1);
  const organisationName = org?.name ?? '';
  const links: SharedLink[] = [];
  for (const recipient of recipients) {
    const token = newToken();
    const [row] = await tx
      .insert(documentShares)
      .values({
        orgId,
        kind: input.kind,
        fileId: target.fileId,
        submissionId: target.submissionId,
        recipientEmail: recipient.email,
        recipientName: recipient.name ?? '',
        tokenHash: hashToken(token),
        expiresAt: sql`now() + make_interval(days => ${ctx.config.shareLinkDays})`,
        createdBy: ctx.userId,
      })
      .returning({
        id: documentShares.id,
        recipientEmail: documentShares.recipientEmail,
        expiresAt: documentShares.expiresAt,
      });
    const link = row!;
    await sendMail(tx, {
      to: link.recipientEmail,
      orgId,
      ...shareMail(ctx.config.publicUrl, input.kind, organisationName, token, link.expiresAt),
    });
    await audit(tx, null, {
      action: 'create',
      entity: 'documentShare',
      entityId: link.id,
      orgId,
      actorId: ctx.userId,
      after: {
        id: link.id,
        kind: input.kind,
        fileId: target.fileId,
        submissionId: target.submissionId,
        recipientEmail: link.recipientEmail,
        expiresAt: link.expiresAt,
      },
    });
    links.push(link);
  }
  return links;
}
