import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { actionLog, files, formSubmissions, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { defineJob, enqueue } from '../../platform/jobs/index';
import { sendMail } from '../../platform/mail';
import { readTerms } from '../../platform/organisation';
import { PDF_MIME_TYPE } from '../../platform/pdf/render';
import { runAsTenant } from '../../platform/tenancy';
import type { SubmissionRecord } from '../formsubmissions/access';
import { organisationFacts, peopleOf } from '../formsubmissions/context';
import { renderPlanPdf } from './plan-pdf';
import { answersOf, keyContactsOf, PLAN_TYPE } from './queries';
import { versionOf } from './version';

export const PUBLISHED_PLAN_ACTION = 'Published behaviourplan has been submitted';

const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

const nameOf = (p: { firstName: string; lastName: string } | undefined) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : '';

/** Renders the plan's PDF and links it (files + pdf_file_id), audited as the author's. */
async function storePlanPdf(tx: Tx, plan: SubmissionRecord, actorId: number | null) {
  const answers = await answersOf(tx, plan.orgId, plan.id);
  const org = await organisationFacts(tx, plan.orgId);
  const terms = await readTerms(tx, plan.orgId);
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, plan.subjectId!));
  const completed = answers.get('completedBy')?.trim() ?? '';
  const ids = [plan.authorId, /^\d{1,9}$/.test(completed) ? Number(completed) : null].filter(
    (id): id is number => id !== null,
  );
  const names = await peopleOf(tx, plan.orgId, ids);
  const pdf = await renderPlanPdf({
    organisationName: org.name,
    personLabel: capitalise(terms.serviceUser),
    person: person ?? { firstName: '', lastName: '' },
    reference: plan.reference,
    version: await versionOf(tx, plan),
    author: plan.authorId ? (names.get(plan.authorId) ?? '') : '',
    completedBy: /^\d{1,9}$/.test(completed) ? (names.get(Number(completed)) ?? '') : completed,
    publishedAt: plan.createdAt,
    answers,
    keyContacts: await keyContactsOf(tx, plan.orgId, plan.subjectId!),
  });
  const [file] = await tx
    .insert(files)
    .values({
      orgId: plan.orgId,
      name: `smart-plan-${plan.reference ?? plan.id}-${nameOf(person).replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
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
    orgId: plan.orgId,
    actorId,
  });
  await tx
    .update(formSubmissions)
    .set({ pdfFileId: file!.id })
    .where(and(eq(formSubmissions.id, plan.id), eq(formSubmissions.orgId, plan.orgId)));
  return { fileId: file!.id, organisationName: org.name };
}

/** The mail to a key contact: a link to the plan, nothing about the child. */
export function planMail(publicUrl: string, organisationName: string, fileId: number) {
  const link = `${publicUrl}/pdfviewer?url=/api/file/${fileId}`;
  return {
    subject: `Smart Plan from ${organisationName}`,
    text: [
      'Hello,',
      '',
      `${organisationName} has shared a Smart Plan with you.`,
      '',
      `View the plan: ${link}`,
      '',
      `You will need to sign in to see it. If you were not expecting this message, please contact ${organisationName}.`,
    ].join('\n'),
  };
}

export interface PlanPdfPayload {
  submissionId: number;
  actorId: number | null;
}

export const planPdfKey = (submissionId: number) => `smartplan:${submissionId}`;

/**
 * After a plan's Submit has committed: render and store its PDF, then queue the key contacts'
 * mails (linking the PDF), in one transaction of the plan's organisation. The row is locked and
 * must still lack a PDF, so a repeated attempt never makes a second PDF or mail.
 */
export const planPdfJob = defineJob<PlanPdfPayload>('smartplan-pdf', async (p, ctx) => {
  const orgId = ctx.job.orgId;
  if (!orgId) throw new Error('smartplan-pdf job without an organisation');
  await runAsTenant(ctx.db, { orgId, userId: p.actorId }, async (tx) => {
    const [plan] = await tx
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.id, p.submissionId),
          eq(formSubmissions.orgId, orgId),
          eq(formSubmissions.type, PLAN_TYPE),
          isNull(formSubmissions.pdfFileId),
        ),
      )
      .limit(1)
      .for('update');
    if (!plan) return;
    const { fileId, organisationName } = await storePlanPdf(tx, plan, p.actorId);
    if (plan.notify.length === 0) return;
    const mail = planMail(ctx.config.publicUrl, organisationName, fileId);
    for (const contact of plan.notify) {
      await sendMail(tx, { to: contact.email, orgId, ...mail });
    }
    await audit(tx, null, {
      action: 'notify',
      entity: 'formsubmission',
      entityId: plan.id,
      orgId,
      actorId: p.actorId,
      after: { to: plan.notify.map((c) => c.email), fileId },
    });
  });
});

/**
 * What a Submit triggers in the saving transaction: the action log entry linking the plan, and
 * the job that makes the PDF and mails the chosen key contacts once the transaction commits.
 * Answers the pdfUrl known now (none: the PDF comes after commit).
 */
export async function publishPlan(
  tx: Tx,
  request: FastifyRequest,
  input: { plan: SubmissionRecord; organisationName: string },
): Promise<string | null> {
  const { plan } = input;
  const [entry] = await tx
    .insert(actionLog)
    .values({
      orgId: plan.orgId,
      description: PUBLISHED_PLAN_ACTION,
      type: PLAN_TYPE,
      key: 'submission',
      actionedBy: request.auth.userId,
      subjectId: plan.subjectId,
      additionalData: { submissionId: plan.id },
    })
    .returning();
  await audit(tx, request, {
    action: 'create',
    entity: 'action_log',
    entityId: entry!.id,
    after: entry,
  });
  await enqueue(
    tx,
    planPdfJob,
    { submissionId: plan.id, actorId: request.auth.userId },
    { orgId: plan.orgId, key: planPdfKey(plan.id) },
  );
  return null;
}
