import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { files, formSubmissions } from '../../src/db/schema/index';
import { drainJobs } from '../../src/platform/jobs/run';
import { runAsTenant } from '../../src/platform/tenancy';
import { shareDocument, type ShareDocumentInput } from '../../src/modules/shares/share';
import type { TestSmtp } from '../helpers/smtp';
import { makeSubmission } from './fixtures';
import type { IncidentWorld } from './fixtures-incidents';

/** A Published incident report about `subjectId` written by `authorId`, with a stored PDF. */
export async function reportWithPdf(
  db: Db,
  w: IncidentWorld,
  opts: { authorId: number; subjectId: number; reference: number; marker: string },
): Promise<{ submissionId: number; fileId: number; pdf: Buffer }> {
  const submissionId = await makeSubmission(db, w.org, {
    type: 'incidentreport',
    status: 'Published',
    authorId: opts.authorId,
    subjectId: opts.subjectId,
    reference: opts.reference,
  });
  const pdf = Buffer.from(`%PDF-1.4\n% ${opts.marker}\n%%EOF\n`);
  const [file] = await db
    .insert(files)
    .values({
      orgId: w.org.orgId,
      name: `besmart-${opts.reference}.pdf`,
      mimeType: 'application/pdf',
      size: pdf.length,
      content: pdf,
    })
    .returning({ id: files.id });
  await db
    .update(formSubmissions)
    .set({ pdfFileId: file!.id })
    .where(eq(formSubmissions.id, submissionId));
  return { submissionId, fileId: file!.id, pdf };
}

/** shareDocument as a sender in the organisation (one tenant transaction), then the mail jobs. */
export async function share(
  app: FastifyInstance & { config: Config },
  db: Db,
  orgId: number,
  userId: number,
  input: ShareDocumentInput,
) {
  const links = await runAsTenant(db, { orgId, userId }, (tx) =>
    shareDocument({ tx, orgId, userId, config: app.config }, input),
  );
  await drainJobs(app);
  return links;
}

/** A received mail's text (quoted-printable soft breaks and escapes undone). */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function mailsTo(smtp: TestSmtp, email: string): string[] {
  return smtp.received.filter((m) => m.to.includes(email)).map((m) => mailText(m.raw));
}

/** The link token of the newest link mail to `email`. */
export function lastLinkToken(smtp: TestSmtp, email: string): string {
  const tokens = mailsTo(smtp, email)
    .map((text) => /\/shared#([A-Za-z0-9_-]+)/.exec(text)?.[1])
    .filter((t): t is string => Boolean(t));
  if (tokens.length === 0) throw new Error(`no link mail to ${email}`);
  return tokens[tokens.length - 1]!;
}

/** The code of the newest code mail to `email`. */
export function lastCode(smtp: TestSmtp, email: string): string {
  const codes = mailsTo(smtp, email)
    .map((text) => /Your code is (\d{6})/.exec(text)?.[1])
    .filter((c): c is string => Boolean(c));
  if (codes.length === 0) throw new Error(`no code mail to ${email}`);
  return codes[codes.length - 1]!;
}
