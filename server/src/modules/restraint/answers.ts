/**
 * The Physical Intervention Report's restraint answers (issue 13): staffRoles,
 * restrictiveInterventions, the DfE texts and senStatusAtTime. Pure checks that
 * formsubmissions/rules.ts calls, plus the publish-time stamp of the child's SEN status.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  INTERVENTION_KINDS,
  RESTRAINT_ANSWER_KEYS as K,
  SEN_STATUSES,
  STAFF_ROLES,
  type InterventionKind,
  type RestrictiveIntervention,
  type SenStatus,
  type StaffRole,
} from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { formResponses, users } from '../../db/schema/index';
import { badRequest } from '../../platform/errors';

export type Answers = ReadonlyMap<string, string>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const USED = ['physicalInterventionUsed', 'restrictedPhysicalInterventionUsed'] as const;

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function idOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= 2147483647 ? n : null;
}

function staffInvolved(answers: Answers): number[] {
  const list = parseJson(answers.get('staffInvolved'));
  if (!Array.isArray(list)) return [];
  return list.map(idOf).filter((n): n is number => n !== null);
}

/** staffRoles as a list, or a message naming the problem. */
export function parseStaffRoles(text: string | undefined): StaffRole[] | string {
  const value = parseJson(text);
  if (value === undefined) return [];
  if (!Array.isArray(value)) return 'responses.staffRoles: must be a JSON list of { userId, role }';
  const roles: StaffRole[] = [];
  for (const [i, item] of value.entries()) {
    const entry = item as Record<string, unknown> | null;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return `responses.staffRoles: item ${i + 1} must be { userId, role }`;
    }
    const userId = idOf(entry.userId);
    if (userId === null) return `responses.staffRoles: item ${i + 1} userId must be a staff id`;
    if (!STAFF_ROLES.includes(entry.role as StaffRole['role'])) {
      return `responses.staffRoles: item ${i + 1} role must be held or observed`;
    }
    if (roles.some((r) => r.userId === userId)) {
      return `responses.staffRoles: staff member ${userId} is given twice`;
    }
    roles.push({ userId, role: entry.role as StaffRole['role'] });
  }
  return roles;
}

/** Minutes from start to end (end on the same day or, when earlier, the next). */
export function interventionMinutes(start: string, end: string): number {
  const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const diff = mins(end) - mins(start);
  return diff > 0 ? diff : diff + 24 * 60;
}

/** restrictiveInterventions as a list, or a message naming the problem. */
export function parseInterventions(text: string | undefined): RestrictiveIntervention[] | string {
  const value = parseJson(text);
  if (value === undefined) return [];
  const shape = 'responses.restrictiveInterventions: must be a JSON list of { kind, start, end }';
  if (!Array.isArray(value)) return shape;
  const list: RestrictiveIntervention[] = [];
  for (const [i, item] of value.entries()) {
    const entry = item as Record<string, unknown> | null;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return shape;
    const at = `responses.restrictiveInterventions: item ${i + 1}`;
    if (!INTERVENTION_KINDS.includes(entry.kind as InterventionKind)) {
      return `${at} kind must be physicalRestraint, restraintWithoutForce or seclusion`;
    }
    for (const key of ['start', 'end'] as const) {
      if (typeof entry[key] !== 'string' || !TIME.test(entry[key] as string)) {
        return `${at} ${key} must be a time (HH:mm)`;
      }
    }
    if (entry.start === entry.end) return `${at} end must be after start`;
    list.push({
      kind: entry.kind as InterventionKind,
      start: entry.start as string,
      end: entry.end as string,
    });
  }
  return list;
}

/** Physical or restrictive physical intervention answered Yes. */
export function restraintUsed(answers: Answers): boolean {
  return USED.some((key) => answers.get(key)?.trim() === 'Yes');
}

/** A "restraint record": a physical intervention was used, or an intervention was recorded. */
export function isRestraintRecord(answers: Answers): boolean {
  if (restraintUsed(answers)) return true;
  const list = parseInterventions(answers.get(K.restrictiveInterventions));
  return Array.isArray(list) && list.length > 0;
}

/** Shape checks that hold for drafts too: given lists are well formed, roles name staff involved. */
export function restraintShapeProblem(answers: Answers): string | null {
  const roles = parseStaffRoles(answers.get(K.staffRoles));
  if (typeof roles === 'string') return roles;
  const involved = new Set(staffInvolved(answers));
  const stranger = roles.find((r) => !involved.has(r.userId));
  if (stranger) {
    return `responses.staffRoles: ${stranger.userId} is not one of the staff involved`;
  }
  const interventions = parseInterventions(answers.get(K.restrictiveInterventions));
  return typeof interventions === 'string' ? interventions : null;
}

/**
 * A Published report where a physical intervention was used: a role for every staff member
 * involved and at least one restrictive intervention with its times.
 */
export function restraintRequiredProblem(answers: Answers): string | null {
  const shape = restraintShapeProblem(answers);
  if (shape) return shape;
  if (!restraintUsed(answers)) return null;
  const roles = parseStaffRoles(answers.get(K.staffRoles)) as StaffRole[];
  const missing = staffInvolved(answers).find((id) => !roles.some((r) => r.userId === id));
  if (missing !== undefined) {
    return `responses.staffRoles: staff member ${missing} needs a role (held or observed)`;
  }
  const interventions = parseInterventions(answers.get(K.restrictiveInterventions));
  if (Array.isArray(interventions) && interventions.length === 0) {
    return 'responses.restrictiveInterventions: at least one intervention is required when a physical intervention was used';
  }
  return null;
}

export interface RestraintResponse {
  questionKey: string;
  questionText: string;
  response: string;
  responseType: string;
}

export const SEN_STATUS_QUESTION = 'Special educational needs at the time';

/**
 * The responses to store: any senStatusAtTime the client sent is dropped; a Published incident
 * report gets the service user's SEN status at the time: kept from the version it replaces when
 * that one has it, otherwise the status now. Each version keeps the value it was published with.
 */
export async function withSenStatusAtTime<R extends RestraintResponse>(
  tx: Tx,
  orgId: number,
  input: { type: string; status: string; subject: number; formId?: number },
  responses: readonly R[],
): Promise<(R | RestraintResponse)[]> {
  const kept: (R | RestraintResponse)[] = responses.filter(
    (r) => r.questionKey !== K.senStatusAtTime,
  );
  if (input.type !== 'incidentreport' || input.status !== 'Published') return kept;
  let status: string | undefined;
  if (input.formId !== undefined) {
    const [previous] = await tx
      .select({ value: formResponses.response })
      .from(formResponses)
      .where(
        and(
          eq(formResponses.orgId, orgId),
          eq(formResponses.submissionId, input.formId),
          eq(formResponses.questionKey, K.senStatusAtTime),
        ),
      )
      .limit(1);
    status = previous?.value;
  }
  if (!SEN_STATUSES.includes(status as SenStatus)) {
    const [person] = await tx
      .select({ senStatus: users.senStatus })
      .from(users)
      .where(and(eq(users.id, input.subject), eq(users.orgId, orgId)))
      .limit(1);
    status = person?.senStatus ?? 'none';
  }
  kept.push({
    questionKey: K.senStatusAtTime,
    questionText: SEN_STATUS_QUESTION,
    response: status!,
    responseType: 'string',
  });
  return kept;
}

export const PARENTS_INFORMED_DERIVED =
  'parentsInformed: on a restraint record it follows the parent report (record it on the restraint record)';

/** PATCH parentsInformed: refused on a restraint record, whose flag follows its parent report. */
export async function refuseDerivedParentsInformed(
  tx: Tx,
  orgId: number,
  submissionId: number,
): Promise<void> {
  const rows = await tx
    .select({ key: formResponses.questionKey, value: formResponses.response })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.orgId, orgId),
        eq(formResponses.submissionId, submissionId),
        inArray(formResponses.questionKey, [
          'physicalInterventionUsed',
          'restrictedPhysicalInterventionUsed',
          K.restrictiveInterventions,
        ]),
      ),
    );
  if (isRestraintRecord(new Map(rows.map((r) => [r.key, r.value])))) {
    throw badRequest(PARENTS_INFORMED_DERIVED);
  }
}
