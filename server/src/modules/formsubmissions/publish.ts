import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { collaborators, formResponses, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { readTerms } from '../../platform/organisation';
import { renderIncidentReport } from '../../platform/pdf/incident-report';
import type { RequestContext } from '../../platform/request-context';
import type { SubmissionRecord } from './access';
import { organisationFacts, peopleOf } from './context';
import {
  definePublishedPdf,
  publishedAction,
  publishRecord,
  storeRecordPdf,
  type RenderedPdf,
} from './publish-record';
import { parseIdList } from './rules';
import type { NormalisedResponse } from './versions';

/** Incident reports on the one publish path (publish-record.ts): collaborators, PDF, mail. */

export const PUBLISHED_INCIDENT_ACTION = publishedAction('incidentreport');

export type { NormalisedResponse } from './versions';

export interface PublishInput {
  submission: SubmissionRecord;
  previous: SubmissionRecord | null;
  answers: ReadonlyMap<string, string>;
}

const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Collaborators of a published incident: those of the previous version (carried over with their
 * acknowledgement), plus the staff involved when the author allows collaboration (default Yes).
 * The author is never a collaborator of their own report.
 */
async function writeCollaborators(ctx: RequestContext, input: PublishInput) {
  const { tx } = ctx;
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
  await audit(tx, ctx, {
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

/** Renders the incident report PDF of a submission (its file name and bytes). */
async function renderIncidentPdf(tx: Tx, source: IncidentPdfSource): Promise<RenderedPdf> {
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
  return {
    name: `besmart-${submission.reference ?? submission.id}.pdf`,
    content: pdf,
    organisationName: source.organisationName,
  };
}

/**
 * Renders and stores the incident report PDF of a submission (publish-record.ts storeRecordPdf),
 * for the PDF backfill (pdf-backfill.ts, actor null). Returns the file id.
 */
export async function storeIncidentPdf(
  tx: Tx,
  actorId: number | null,
  source: IncidentPdfSource,
): Promise<number> {
  return storeRecordPdf(tx, source.submission, actorId, await renderIncidentPdf(tx, source));
}

/** The incident report's PDF job (kind `incident-pdf`, key `submission:{id}`). */
export const incidentPdf = definePublishedPdf({
  kind: 'incident-pdf',
  type: 'incidentreport',
  keyPrefix: 'submission',
  render: async (tx, submission) => renderIncidentPdf(tx, await pdfSourceOf(tx, submission)),
});
export const incidentPdfJob = incidentPdf.job;
export const incidentPdfKey = incidentPdf.key;

/**
 * Everything a Published incident report triggers, in the caller's transaction: collaborators,
 * then the one publish path (action log entry, and the job that makes the PDF and mails the
 * notified key contacts once this transaction has committed, so neither rendering nor SMTP holds
 * the organisation's reference counter). Returns the job id.
 */
export async function publishIncident(ctx: RequestContext, input: PublishInput): Promise<number> {
  await writeCollaborators(ctx, input);
  return publishRecord(ctx, input.submission, incidentPdf);
}
