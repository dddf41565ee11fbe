import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { readTerms } from '../../platform/organisation';
import type { RequestContext } from '../../platform/request-context';
import type { SubmissionRecord } from '../formsubmissions/access';
import { organisationFacts, peopleOf } from '../formsubmissions/context';
import {
  definePublishedPdf,
  publishedAction,
  publishRecord,
  type RenderedPdf,
} from '../formsubmissions/publish-record';
import { renderPlanPdf } from './plan-pdf';
import { answersOf, keyContactsOf, PLAN_TYPE } from './queries';
import { versionOf } from './version';

/** Smart Plans on the one publish path (formsubmissions/publish-record.ts): their PDF. */

export const PUBLISHED_PLAN_ACTION = publishedAction(PLAN_TYPE);

const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

const nameOf = (p: { firstName: string; lastName: string } | undefined) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : '';

/** Renders a plan's PDF (its file name and bytes). */
async function renderPlan(tx: Tx, plan: SubmissionRecord): Promise<RenderedPdf> {
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
  return {
    name: `smart-plan-${plan.reference ?? plan.id}-${nameOf(person).replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
    content: pdf,
    organisationName: org.name,
  };
}

/**
 * The plan's PDF job (kind `smartplan-pdf`, key `smartplan:{id}`): after a plan's Submit has
 * committed, render and store its PDF, then queue the chosen key contacts' mails linking it.
 */
export const planPdf = definePublishedPdf({
  kind: 'smartplan-pdf',
  type: PLAN_TYPE,
  keyPrefix: 'smartplan',
  render: renderPlan,
});
export const planPdfJob = planPdf.job;
export const planPdfKey = planPdf.key;

/**
 * What a Submit triggers in the saving transaction (the one publish path): the action log entry
 * linking the plan, and the job that makes the PDF and mails the chosen key contacts once the
 * transaction commits. Returns the job id.
 */
export function publishPlan(ctx: RequestContext, plan: SubmissionRecord): Promise<number> {
  return publishRecord(ctx, plan, planPdf);
}
