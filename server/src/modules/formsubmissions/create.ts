import { and, asc, eq } from 'drizzle-orm';
import type { SubmissionCreateBody, SubmissionSaved } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { nextSubmissionReference } from '../../db/references';
import { formResponses } from '../../db/schema/index';
import { badRequest, forbidden, httpError, notFound } from '../../platform/errors';
import { hasPermission } from '../../platform/permissions';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor, type RequestViewer } from '../../platform/visibility';
import { loadVisible, writesOrCollaborates, type SubmissionRecord } from './access';
import {
  keyContacts,
  organisationFacts,
  peopleOf,
  selectedQuickBehaviours,
  serviceUser,
} from './context';
import { publishIncident } from './publish';
import { answerShapeProblem, parseIdList, requiredAnswerProblem } from './rules';
import { withSenStatusAtTime } from '../restraint/answers';
import { insertVersion, supersede, type NormalisedResponse } from './versions';
import { createPlan } from '../smartplans/save';

type Input = SubmissionCreateBody['data'];

export const NOTHING_CHANGED = 'No fields have been changed. Details have not been submitted';
export const NO_CREATE_PERMISSION = 'You do not have permission to record incidents or logs';
export const MAY_NOT_EDIT = 'Only the author, a collaborator or a safeguarding lead can edit this';

export function normalise(input: Input): NormalisedResponse[] {
  const seen = new Set<string>();
  return input.responses.map((r) => {
    const key = r.questionKey.trim();
    if (!key) throw badRequest('responses.questionKey: is required');
    if (seen.has(key)) throw badRequest(`responses: questionKey '${key}' is given twice`);
    seen.add(key);
    if (typeof r.response === 'number' && !Number.isFinite(r.response)) {
      throw badRequest(`responses.${key}: must be a finite number`);
    }
    return {
      questionKey: key,
      questionText: r.questionText ?? '',
      response: String(r.response),
      responseType: r.responseType ?? 'string',
    };
  });
}

/** subType per type: lowlevel/highlevel for incidents, the behaviour for clickers, none for logs. */
function subTypeOf(input: Input, answers: ReadonlyMap<string, string>): string | null {
  if (input.type === 'incidentreport') {
    const sub = input.subType ?? 'lowlevel';
    if (sub !== 'lowlevel' && sub !== 'highlevel') {
      throw badRequest("subType: must be 'lowlevel' or 'highlevel'");
    }
    return sub;
  }
  if (input.type === 'clicker') {
    const behaviour = answers.get('quickBehaviour')?.trim() ?? '';
    if (input.subType !== undefined && input.subType.trim() !== behaviour) {
      throw badRequest("subType: must be the clicker's quickBehaviour");
    }
    return behaviour || null;
  }
  if (input.subType !== undefined) throw badRequest('subType: logs have no subType');
  return null;
}

async function checkPeople(
  tx: Tx,
  orgId: number,
  subjectId: number,
  answers: ReadonlyMap<string, string>,
) {
  const studentName = answers.get('studentName')?.trim();
  if (studentName && studentName !== String(subjectId)) {
    throw badRequest('responses.studentName: must be the subject of the submission');
  }
  for (const [key, type] of [
    ['staffInvolved', 'user'],
    ['studentsInvolved', 'student'],
  ] as const) {
    const ids = parseIdList(answers.get(key) ?? '[]') ?? [];
    const found = await peopleOf(tx, orgId, ids, type, true);
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw badRequest(
        `responses.${key}: ${missing} is not ${type === 'user' ? 'a staff member' : 'a service user'} of this organisation`,
      );
    }
  }
}

async function checkNotify(tx: Tx, orgId: number, subjectId: number, input: Input) {
  const notify = input.notify ?? [];
  if (notify.length === 0) return [];
  const known = new Set(
    (await keyContacts(tx, orgId, subjectId)).map((c) => c.email.toLowerCase()),
  );
  const seen = new Set<string>();
  return notify.flatMap((c) => {
    const email = c.email.trim().toLowerCase();
    if (!known.has(email))
      throw badRequest(`notify: ${c.email} is not a key contact of this service user`);
    if (seen.has(email)) return [];
    seen.add(email);
    return [{ firstName: c.firstName, lastName: c.lastName, email: c.email.trim() }];
  });
}

/** The version being edited: visible, same type and person, current, editable by the caller. */
async function checkPrevious(
  tx: Tx,
  viewer: RequestViewer,
  input: Input,
): Promise<SubmissionRecord | null> {
  if (input.formId === undefined) return null;
  const prev = await loadVisible(tx, viewer, input.formId, true);
  if (prev.type !== input.type)
    throw badRequest(`formId: submission ${prev.id} is not a ${input.type}`);
  if (prev.subjectId !== input.subject) {
    throw badRequest(`formId: submission ${prev.id} is about another service user`);
  }
  if (prev.type === 'clicker') throw badRequest('formId: clickers cannot be edited');
  if (prev.superseded)
    throw httpError(
      409,
      'This record has been changed since it was opened. Reload it and try again.',
    );
  if (prev.status === 'Archived') throw httpError(409, 'This record has been archived');
  if (prev.status === 'Published' && input.status === 'Draft') {
    throw badRequest('status: a published record cannot be saved as a Draft');
  }
  const mayEdit =
    prev.authorId === viewer.userId ||
    viewer.isSafeguardingLead ||
    (await writesOrCollaborates(tx, viewer, prev.id));
  if (!mayEdit) throw forbidden(MAY_NOT_EDIT);
  return prev;
}

async function unchanged(
  tx: Tx,
  prev: SubmissionRecord,
  input: Input,
  subType: string | null,
  responses: readonly NormalisedResponse[],
  notify: readonly { email: string }[],
): Promise<boolean> {
  if (prev.status !== input.status || prev.subType !== subType) return false;
  const before = await tx
    .select({ key: formResponses.questionKey, response: formResponses.response })
    .from(formResponses)
    .where(and(eq(formResponses.orgId, prev.orgId), eq(formResponses.submissionId, prev.id)))
    .orderBy(asc(formResponses.questionKey));
  const asText = (rows: { key: string; response: string }[]) =>
    JSON.stringify(
      [...rows].sort((a, b) => a.key.localeCompare(b.key)).map((r) => [r.key, r.response]),
    );
  const emails = (list: readonly { email: string }[]) =>
    JSON.stringify(list.map((c) => c.email.toLowerCase()).sort());
  return (
    asText(before) ===
      asText(responses.map((r) => ({ key: r.questionKey, response: r.response }))) &&
    emails(prev.notify) === emails(notify)
  );
}

/** POST /api/formsubmission: a new submission, or a new version of `formId`. */
export async function createSubmission(
  ctx: RequestContext,
  input: Input,
): Promise<SubmissionSaved> {
  if (input.type === 'behaviourplan') return createPlan(ctx, input);
  if (!hasPermission(ctx, 'incidentCreate')) throw forbidden(NO_CREATE_PERMISSION);
  const { tx, orgId } = ctx;
  const viewer = await viewerFor(ctx);
  if (input.type !== 'incidentreport' && input.status !== 'Published') {
    throw badRequest('status: logs and clickers are always Published');
  }
  const responses = await withSenStatusAtTime(tx, orgId, input, normalise(input));
  const answers = new Map(responses.map((r) => [r.questionKey, r.response]));
  const subType = subTypeOf(input, answers);
  const person = await serviceUser(tx, orgId, input.subject);
  if (!person) throw notFound(`subject: service user ${input.subject} not found`);
  const shape = answerShapeProblem(answers);
  if (shape) throw badRequest(shape);
  await checkPeople(tx, orgId, input.subject, answers);
  const notify = await checkNotify(tx, orgId, input.subject, input);
  const org = await organisationFacts(tx, orgId);
  if (input.status === 'Published') {
    const problem = requiredAnswerProblem(answers, {
      type: input.type,
      subType,
      enablePILExtras: org.enablePILExtras,
      plan: org.plan,
      quickBehaviours: input.type === 'clicker' ? await selectedQuickBehaviours(tx, orgId) : [],
    });
    if (problem) throw badRequest(problem);
  }
  const prev = await checkPrevious(tx, viewer, input);
  if (prev && (await unchanged(tx, prev, input, subType, responses, notify))) {
    throw badRequest(NOTHING_CHANGED);
  }

  const submission = await insertVersion(ctx, {
    type: input.type,
    subType,
    status: input.status,
    subjectId: input.subject,
    notify,
    reference: prev
      ? prev.reference
      : input.type === 'clicker'
        ? null
        : await nextSubmissionReference(tx, orgId),
    previous: prev,
    responses,
    carryMarks: true,
  });
  if (prev) await supersede(ctx, prev, prev.status === 'Draft' || prev.type === 'concern');
  if (input.type === 'incidentreport' && input.status === 'Published') {
    // The PDF is made by a job after commit; the route waits for it (publish-after.ts).
    await publishIncident(ctx, { submission, previous: prev, answers });
  }
  return { id: submission.id, reference: submission.reference, pdfUrl: null };
}
