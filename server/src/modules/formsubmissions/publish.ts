import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { actionLog, collaborators, files, formSubmissions, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { sendMail } from '../../platform/mail';
import { readTerms } from '../../platform/organisation';
import { renderIncidentReport } from '../../platform/pdf/incident-report';
import { PDF_MIME_TYPE } from '../../platform/pdf/render';
import type { SubmissionRecord } from './access';
import { peopleOf } from './context';
import { parseIdList } from './rules';

export const PUBLISHED_INCIDENT_ACTION = 'Published incidentreport has been submitted';

export interface NormalisedResponse {
  questionKey: string;
  questionText: string;
  response: string;
  responseType: string;
}

export interface PublishInput {
  submission: SubmissionRecord;
  previous: SubmissionRecord | null;
  responses: readonly NormalisedResponse[];
  answers: ReadonlyMap<string, string>;
  organisationName: string;
  person: { firstName: string; lastName: string };
}

const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Collaborators of a published incident: those of the previous version (carried over with their
 * acknowledgement), plus the staff involved when the author allows collaboration (default Yes).
 * The author is never a collaborator of their own report.
 */
async function writeCollaborators(tx: Tx, request: FastifyRequest, input: PublishInput) {
  const { submission, previous, answers } = input;
  const wanted = new Map<number, boolean>();
  if (previous) {
    const carried = await tx
      .select({ userId: collaborators.userId, finished: collaborators.finished })
      .from(collaborators)
      .where(
        and(eq(collaborators.orgId, submission.orgId), eq(collaborators.submissionId, previous.id)),
      );
    for (const c of carried) wanted.set(c.userId, c.finished);
  }
  if ((answers.get('allowStaffToCollaborate')?.trim() || 'Yes') === 'Yes') {
    for (const id of parseIdList(answers.get('staffInvolved') ?? '[]') ?? []) {
      if (!wanted.has(id)) wanted.set(id, false);
    }
  }
  wanted.delete(submission.authorId ?? -1);
  if (wanted.size === 0) return;
  const rows = await tx
    .insert(collaborators)
    .values(
      [...wanted].map(([userId, finished]) => ({
        orgId: submission.orgId,
        submissionId: submission.id,
        userId,
        finished,
      })),
    )
    .returning();
  await audit(tx, request, {
    action: 'create',
    entity: 'collaborator',
    entityId: submission.id,
    after: rows,
  });
}

/** What the incident report PDF is built from: a Published submission and its answers. */
export interface IncidentPdfSource {
  submission: SubmissionRecord;
  responses: readonly Pick<NormalisedResponse, 'questionKey' | 'questionText' | 'response'>[];
  organisationName: string;
  person: { firstName: string; lastName: string };
}

/**
 * Renders the incident report PDF of a submission, stores it in `files` and links it by
 * form_submissions.pdf_file_id, audited, in the caller's (tenant) transaction. Publishing passes
 * its request; the PDF backfill (modules/formsubmissions/pdf-backfill.ts) passes null: no actor, no IP.
 * Returns the file id.
 */
export async function storeIncidentPdf(
  tx: Tx,
  request: FastifyRequest | null,
  source: IncidentPdfSource,
): Promise<number> {
  const { submission } = source;
  const answers = new Map(source.responses.map((r) => [r.questionKey, r.response]));
  const ids = new Set<number>();
  for (const key of ['staffInvolved', 'studentsInvolved']) {
    for (const id of parseIdList(answers.get(key) ?? '[]') ?? []) ids.add(id);
  }
  for (const key of ['completedBy', 'recordedBy', 'actionedBy']) {
    const v = answers.get(key)?.trim();
    if (v && /^\d{1,9}$/.test(v)) ids.add(Number(v));
  }
  const names = await peopleOf(tx, submission.orgId, [...ids]);
  const [author] = submission.authorId
    ? await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, submission.authorId))
    : [];
  const terms = await readTerms(tx, submission.orgId);
  const pdf = await renderIncidentReport({
    subType: submission.subType,
    reference: submission.reference,
    organisationName: source.organisationName,
    personLabel: capitalise(terms.serviceUser),
    person: source.person,
    author: author ?? null,
    submittedAt: submission.createdAt,
    responses: source.responses,
    names,
  });
  const [file] = await tx
    .insert(files)
    .values({
      orgId: submission.orgId,
      name: `besmart-${submission.reference ?? submission.id}.pdf`,
      mimeType: PDF_MIME_TYPE,
      size: pdf.length,
      content: pdf,
      createdBy: request?.auth?.userId ?? null,
    })
    .returning({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size });
  await audit(tx, request, {
    action: 'create',
    entity: 'file',
    entityId: file!.id,
    after: file,
    orgId: submission.orgId,
  });
  await tx
    .update(formSubmissions)
    .set({ pdfFileId: file!.id })
    .where(and(eq(formSubmissions.id, submission.id), eq(formSubmissions.orgId, submission.orgId)));
  return file!.id;
}

/** The mail to a key contact: a link to the report, nothing about the child. */
export function keyContactMail(publicUrl: string, organisationName: string, fileId: number) {
  const link = `${publicUrl}/pdfviewer?url=/api/file/${fileId}`;
  return {
    subject: `Incident report from ${organisationName}`,
    text: [
      'Hello,',
      '',
      `${organisationName} has shared an incident report with you.`,
      '',
      `View the report: ${link}`,
      '',
      `You will need to sign in to see it. If you were not expecting this message, please contact ${organisationName}.`,
    ].join('\n'),
  };
}

/**
 * Everything a Published incident report triggers, in the caller's transaction: collaborators,
 * the PDF (files + pdf_file_id), the action log entry, and a mail to each notified key contact.
 * Returns the PDF's file id.
 */
export async function publishIncident(
  tx: Tx,
  request: FastifyRequest,
  input: PublishInput,
): Promise<number> {
  const { submission } = input;
  await writeCollaborators(tx, request, input);
  const fileId = await storeIncidentPdf(tx, request, input);
  const [entry] = await tx
    .insert(actionLog)
    .values({
      orgId: submission.orgId,
      description: PUBLISHED_INCIDENT_ACTION,
      type: 'incidentreport',
      key: 'submission',
      actionedBy: request.auth.userId,
      subjectId: submission.subjectId,
      additionalData: { submissionId: submission.id },
    })
    .returning();
  await audit(tx, request, {
    action: 'create',
    entity: 'action_log',
    entityId: entry!.id,
    after: entry,
  });
  const mail = keyContactMail(request.server.config.publicUrl, input.organisationName, fileId);
  for (const contact of submission.notify) {
    await sendMail(tx, { to: contact.email, orgId: submission.orgId, ...mail });
  }
  if (submission.notify.length > 0) {
    await audit(tx, request, {
      action: 'notify',
      entity: 'formsubmission',
      entityId: submission.id,
      after: { to: submission.notify.map((c) => c.email), fileId },
    });
  }
  return fileId;
}
