import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SubmissionCreateBody, SubmissionSaved } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { nextSubmissionReference } from '../../db/references';
import { formResponses, formSubmissions } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, httpError, notFound } from '../../platform/errors';
import { loadVisible, viewerOf, type SubmissionRecord } from '../formsubmissions/access';
import { peopleOf, serviceUser } from '../formsubmissions/context';
import { normalise, NOTHING_CHANGED } from '../formsubmissions/create';
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
async function checkPrevious(
  tx: Tx,
  request: FastifyRequest,
  input: Input,
): Promise<SubmissionRecord | null> {
  const viewer = await viewerOf(tx, request);
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

async function supersede(
  tx: Tx,
  request: FastifyRequest,
  row: SubmissionRecord,
  archive: boolean,
): Promise<void> {
  const [after] = await tx
    .update(formSubmissions)
    .set({ superseded: true, updatedAt: new Date(), ...(archive ? { status: 'Archived' } : {}) })
    .where(and(eq(formSubmissions.id, row.id), eq(formSubmissions.orgId, row.orgId)))
    .returning();
  await audit(tx, request, {
    action: 'supersede',
    entity: 'formsubmission',
    entityId: row.id,
    before: row,
    after,
  });
}

/**
 * POST /api/formsubmission with type 'behaviourplan' (spec 1 §4, §5). Every save is a new
 * submission: a draft replaces the caller's previous draft (archived), a Submit publishes a new
 * version of the plan (earlier versions stay readable, superseded). A draft started from a
 * Published plan leaves that plan current until the draft is submitted.
 */
export async function createPlan(
  tx: Tx,
  request: FastifyRequest,
  input: Input,
): Promise<SubmissionSaved> {
  requirePlanWriter(request);
  const orgId = request.orgId;
  const org = await requireBuilder(tx, orgId);
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
  const prev = await checkPrevious(tx, request, input);
  if (prev && (await unchanged(tx, prev, input, answers, notify))) {
    throw badRequest(NOTHING_CHANGED);
  }

  const root = prev ? (prev.rootId ?? prev.id) : null;
  const [created] = await tx
    .insert(formSubmissions)
    .values({
      orgId,
      reference: prev ? prev.reference : await nextSubmissionReference(tx, orgId),
      type: PLAN_TYPE,
      subType: null,
      status: input.status,
      authorId: request.auth.userId,
      subjectId: input.subject,
      notify,
      formId: prev?.id ?? null,
      rootId: root,
    })
    .returning();
  const plan = created!;
  if (responses.length > 0) {
    await tx
      .insert(formResponses)
      .values(responses.map((r) => ({ ...r, orgId, submissionId: plan.id })));
  }
  await audit(tx, request, {
    action: 'create',
    entity: 'formsubmission',
    entityId: plan.id,
    after: { ...plan, responses: responses.map((r) => r.questionKey) },
  });
  if (prev?.status === 'Draft') await supersede(tx, request, prev, true);
  if (input.status === 'Published' && root !== null) {
    // The Published version a draft was started from (still current until now).
    for (const row of await currentOfChain(tx, orgId, root, 'Published')) {
      if (row.id !== plan.id) await supersede(tx, request, row, false);
    }
  }
  let pdfUrl: string | null = null;
  if (input.status === 'Published') {
    pdfUrl = await publishPlan(tx, request, { plan, organisationName: org.name });
  }
  return { id: plan.id, reference: plan.reference, pdfUrl };
}
