import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import {
  actionLog,
  collaborators,
  files,
  formResponses,
  formSubmissions,
  users,
} from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { defineJob, enqueue } from '../../platform/jobs/index';
import { sendMail } from '../../platform/mail';
import { readTerms } from '../../platform/organisation';
import { renderIncidentReport } from '../../platform/pdf/incident-report';
import { PDF_MIME_TYPE } from '../../platform/pdf/render';
import { runAsTenant } from '../../platform/tenancy';
import type { SubmissionRecord } from './access';
import { organisationFacts, peopleOf } from './context';
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

/** The answers, organisation name and person a stored submission's PDF shows. */
export async function pdfSourceOf(
  tx: Tx,
  submission: SubmissionRecord,
): Promise<IncidentPdfSource> {
  const responses = await tx
    .select({
      questionKey: formResponses.questionKey,
      questionText: formResponses.questionText,
      response: formResponses.response,
    })
    .from(formResponses)
    .where(
      and(eq(formResponses.orgId, submission.orgId), eq(formResponses.submissionId, submission.id)),
    )
    .orderBy(asc(formResponses.id));
  const org = await organisationFacts(tx, submission.orgId);
  const [person] = submission.subjectId
    ? await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, submission.subjectId))
        .limit(1)
    : [];
  return {
    submission,
    responses,
    organisationName: org.name,
    person: person ?? { firstName: '', lastName: '' },
  };
}

/**
 * Renders the incident report PDF of a submission, stores it in `files` and links it by
 * form_submissions.pdf_file_id, audited, in the caller's (tenant) transaction. Both callers are
 * jobs, so there is no request: the publishing job passes the author as actor, the PDF backfill
 * (modules/formsubmissions/pdf-backfill.ts) passes null. Returns the file id.
 */
export async function storeIncidentPdf(
  tx: Tx,
  actorId: number | null,
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
      createdBy: actorId,
    })
    .returning({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size });
  await audit(tx, null, {
    action: 'create',
    entity: 'file',
    entityId: file!.id,
    after: file,
    orgId: submission.orgId,
    actorId,
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

/** The key contacts' mails of a published incident, linking its PDF, audited as its author's. */
async function mailKeyContacts(
  tx: Tx,
  publicUrl: string,
  source: IncidentPdfSource,
  fileId: number,
  actorId: number | null,
): Promise<void> {
  const { submission } = source;
  if (submission.notify.length === 0) return;
  const mail = keyContactMail(publicUrl, source.organisationName, fileId);
  for (const contact of submission.notify) {
    await sendMail(tx, { to: contact.email, orgId: submission.orgId, ...mail });
  }
  await audit(tx, null, {
    action: 'notify',
    entity: 'formsubmission',
    entityId: submission.id,
    orgId: submission.orgId,
    actorId,
    after: { to: submission.notify.map((c) => c.email), fileId },
  });
}

export interface IncidentPdfPayload {
  submissionId: number;
  /** Who published it: the PDF file's creator and the actor of the audit entries. */
  actorId: number | null;
}

/** The job key of a submission's PDF job (one active job per submission). */
export const incidentPdfKey = (submissionId: number) => `submission:${submissionId}`;

/**
 * After a publish has committed: render and store the PDF, then record the key contacts' mails
 * (which link the PDF's file id), in one transaction of the report's organisation. The row is
 * locked and must still lack a PDF, so a repeated attempt never makes a second PDF or mail.
 */
export const incidentPdfJob = defineJob<IncidentPdfPayload>('incident-pdf', async (p, ctx) => {
  const orgId = ctx.job.orgId;
  if (!orgId) throw new Error('incident-pdf job without an organisation');
  await runAsTenant(ctx.db, { orgId, userId: p.actorId }, async (tx) => {
    const [submission] = await tx
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.id, p.submissionId),
          eq(formSubmissions.orgId, orgId),
          eq(formSubmissions.type, 'incidentreport'),
          isNull(formSubmissions.pdfFileId),
        ),
      )
      .limit(1)
      .for('update');
    if (!submission) return;
    const source = await pdfSourceOf(tx, submission);
    const fileId = await storeIncidentPdf(tx, p.actorId, source);
    await mailKeyContacts(tx, ctx.config.publicUrl, source, fileId, p.actorId);
  });
});

/**
 * Everything a Published incident report triggers, in the caller's transaction: collaborators,
 * the action log entry, and the job that makes the PDF and mails the notified key contacts once
 * this transaction has committed (so neither rendering nor SMTP holds the organisation's
 * reference counter). Returns the job id.
 */
export async function publishIncident(
  tx: Tx,
  request: FastifyRequest,
  input: PublishInput,
): Promise<number> {
  const { submission } = input;
  await writeCollaborators(tx, request, input);
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
  return enqueue(
    tx,
    incidentPdfJob,
    { submissionId: submission.id, actorId: request.auth.userId },
    { orgId: submission.orgId, key: incidentPdfKey(submission.id) },
  );
}
