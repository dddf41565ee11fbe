import type { SubmissionCreateBody, SubmissionSaved } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { nextSubmissionReference } from '../../db/references';
import { badRequest, httpError, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { loadVisible, type SubmissionRecord } from '../formsubmissions/access';
import { peopleOf, serviceUser } from '../formsubmissions/context';
import { normalise, NOTHING_CHANGED } from '../formsubmissions/create';
import { insertVersion, supersede } from '../formsubmissions/versions';
import { answerProblem, requiredPlanProblem } from './answers';
import { requireBuilder, requirePlanWriter } from './gate';
import { publishPlan } from './publish';
import { answersOf, currentOfChain, keyContactsOf, latestPlan, PLAN_TYPE } from './queries';

type Input = SubmissionCreateBody['data'];

export const STALE_PLAN =
  'This Smart Plan has been changed since it was opened. Reload it and try again.';
export const NOTIFY_REQUIRED = 'notify: choose at least one key contact to send the plan to';

async function checkNotify(tx: Tx, orgId: number, input: Input) {
  const contacts = await keyContactsOf(tx, orgId, input.subject);
  const known = new Set(contacts.map((c) => c.email.toLowerCase()));
  const seen = new Set<string>();
  const notify = (input.notify ?? []).flatMap((c) => {
    const email = c.email.trim().toLowerCase();
    if (!known.has(email)) {
      throw badRequest(`notify: ${c.email} is not a key contact of this service user`);
    }
    if (seen.has(email)) return [];
    seen.add(email);
    return [{ firstName: c.firstName, lastName: c.lastName, email: c.email.trim() }];
  });
  return { notify, hasContacts: contacts.length > 0 };
}

/**
 * The plan the form was opened from (`formId`): a visible Smart Plan of the same person, not
 * archived, and still the person's latest plan for the caller (otherwise someone saved a newer
 * one meanwhile: 409). Without `formId` the person must have no plan the caller can see.
 */
async function checkPrevious(ctx: RequestContext, input: Input): Promise<SubmissionRecord | null> {
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const latest = await latestPlan(tx, viewer, input.subject);
  if (input.formId === undefined) {
    if (latest) {
      throw httpError(
        409,
        `formId: this service user already has a Smart Plan (${latest.id}); open it to make a new version`,
      );
    }
    return null;
  }
  const prev = await loadVisible(tx, viewer, input.formId, true);
  if (prev.type !== PLAN_TYPE)
    throw badRequest(`formId: submission ${prev.id} is not a Smart Plan`);
  if (prev.subjectId !== input.subject) {
    throw badRequest(`formId: submission ${prev.id} is about another service user`);
  }
  if (prev.status === 'Archived') throw httpError(409, 'This Smart Plan has been deleted');
  if (prev.superseded || latest?.id !== prev.id) throw httpError(409, STALE_PLAN);
  return prev;
}

async function unchanged(
  tx: Tx,
  prev: SubmissionRecord,
  input: Input,
  answers: ReadonlyMap<string, string>,
  notify: readonly { email: string }[],
): Promise<boolean> {
  if (prev.status !== input.status) return false;
  const before = await answersOf(tx, prev.orgId, prev.id);
  const text = (m: ReadonlyMap<string, string>) =>
    JSON.stringify([...m].sort(([a], [b]) => a.localeCompare(b)));
  const emails = (list: readonly { email: string }[]) =>
    JSON.stringify(list.map((c) => c.email.toLowerCase()).sort());
  return text(before) === text(answers) && emails(prev.notify) === emails(notify);
}

/**
 * POST /api/formsubmission with type 'behaviourplan' (spec 1 §4, §5). Every save is a new
 * submission: a draft replaces the caller's previous draft (archived), a Submit publishes a new
 * version of the plan (earlier versions stay readable, superseded). A draft started from a
 * Published plan leaves that plan current until the draft is submitted.
 */
export async function createPlan(ctx: RequestContext, input: Input): Promise<SubmissionSaved> {
  requirePlanWriter(ctx);
  const { tx, orgId } = ctx;
  await requireBuilder(ctx);
  if (input.subType !== undefined) throw badRequest('subType: Smart Plans have no subType');
  const responses = normalise(input);
  const answers = new Map(responses.map((r) => [r.questionKey, r.response]));
  const person = await serviceUser(tx, orgId, input.subject);
  if (!person) throw notFound(`subject: service user ${input.subject} not found`);
  const studentName = answers.get('studentName')?.trim();
  if (studentName !== undefined && studentName !== String(input.subject)) {
    throw badRequest('responses.studentName: must be the subject of the plan');
  }
  const shape = answerProblem(input.responses, answers);
  if (shape) throw badRequest(shape);
  const completedBy = answers.get('completedBy')?.trim();
  if (completedBy && /^\d+$/.test(completedBy)) {
    const staff = await peopleOf(tx, orgId, [Number(completedBy)], 'user');
    if (!staff.has(Number(completedBy))) {
      throw badRequest(
        `responses.completedBy: ${completedBy} is not a staff member of this organisation`,
      );
    }
  }
  const { notify, hasContacts } = await checkNotify(tx, orgId, input);
  if (input.status === 'Published') {
    const problem = requiredPlanProblem(answers);
    if (problem) throw badRequest(problem);
    if (hasContacts && notify.length === 0) throw badRequest(NOTIFY_REQUIRED);
  }
  const prev = await checkPrevious(ctx, input);
  if (prev && (await unchanged(tx, prev, input, answers, notify))) {
    throw badRequest(NOTHING_CHANGED);
  }

  const plan = await insertVersion(ctx, {
    type: PLAN_TYPE,
    subType: null,
    status: input.status,
    subjectId: input.subject,
    notify,
    reference: prev ? prev.reference : await nextSubmissionReference(tx, orgId),
    previous: prev,
    responses,
  });
  if (prev?.status === 'Draft') await supersede(ctx, prev, true);
  if (input.status === 'Published' && plan.rootId !== null) {
    // The Published version a draft was started from (still current until now).
    for (const row of await currentOfChain(tx, orgId, plan.rootId, 'Published')) {
      if (row.id !== plan.id) await supersede(ctx, row, false);
    }
  }
  if (input.status === 'Published') await publishPlan(ctx, plan);
  return { id: plan.id, reference: plan.reference, pdfUrl: null };
}
