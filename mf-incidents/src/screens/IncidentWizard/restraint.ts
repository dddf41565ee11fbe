// Issue 13 answers of the Physical Intervention Report: who held and who observed, the restrictive
// interventions with their times, and the three DfE texts. Stored as responses like every answer
// (JSON text for the two lists); senStatusAtTime is stamped by the server and never sent.
import { usedIntervention, type WizardValues } from './wizardValues';

export type StaffRole = 'held' | 'observed';
export type InterventionKind = 'physicalRestraint' | 'restraintWithoutForce' | 'seclusion';

export interface RestrictiveInterventionValue {
  kind?: InterventionKind;
  start?: string;
  end?: string;
}

/** Form value of `staffRoles`: role by `u<staff id>` (a plain numeric key would become an array). */
export type StaffRolesValue = Record<string, StaffRole | undefined>;

export const RESTRAINT_TEXT_KEYS = ['whatHappenedBefore', 'whyForceNecessary', 'supportAfterwards'];
export const RESTRAINT_KEYS = new Set([
  'staffRoles',
  'restrictiveInterventions',
  ...RESTRAINT_TEXT_KEYS,
]);
/** Stamped by the server at publish from the person's SEN status; a client value is ignored. */
export const SERVER_STAMPED = new Set(['senStatusAtTime']);

export const STAFF_ROLE_OPTIONS: { value: StaffRole; label: string }[] = [
  { value: 'held', label: 'Applied a hold' },
  { value: 'observed', label: 'Observed' },
];

export const INTERVENTION_KIND_OPTIONS: { value: InterventionKind; label: string }[] = [
  { value: 'physicalRestraint', label: 'Physical restraint' },
  { value: 'restraintWithoutForce', label: 'Restraint without force' },
  { value: 'seclusion', label: 'Seclusion' },
];

export const SEN_STATUS_LABELS: Record<string, string> = {
  none: 'None',
  senSupport: 'SEN support',
  ehcPlan: 'EHC plan',
};

export const roleKey = (staffId: string) => `u${staffId}`;

const staffIds = (values: WizardValues): string[] =>
  (Array.isArray(values.staffInvolved) ? values.staffInvolved : []).map(String);

const interventions = (values: WizardValues): RestrictiveInterventionValue[] =>
  Array.isArray(values.restrictiveInterventions)
    ? (values.restrictiveInterventions as RestrictiveInterventionValue[])
    : [];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An entry is complete with a kind and two times; an end equal to the start is no duration. */
export function entryProblem(entry: RestrictiveInterventionValue): string | undefined {
  if (!entry.kind) return 'Choose the type of intervention';
  if (!entry.start || !TIME.test(entry.start)) return 'Enter the start time';
  if (!entry.end || !TIME.test(entry.end)) return 'Enter the end time';
  if (entry.end === entry.start) return 'The end time must be after the start time';
  return undefined;
}

/** A restraint record (issue 13): physical or restrictive intervention used, or an intervention listed. */
export function isRestraintRecord(values: WizardValues): boolean {
  return usedIntervention(values) || interventions(values).length > 0;
}

/** Whether one of the issue 13 questions is off screen (they belong to the high-level report). */
export function isRestraintHidden(key: string, values: WizardValues, highLevel: boolean): boolean {
  if (!highLevel) return true;
  if (key === 'staffRoles') return staffIds(values).length === 0;
  if (key === 'restrictiveInterventions') return false;
  return !isRestraintRecord(values);
}

/** The stored text of `staffRoles` / `restrictiveInterventions`, or undefined when empty. */
export function encodeRestraint(key: string, values: WizardValues): string | undefined {
  if (key === 'staffRoles') {
    const roles = (values.staffRoles ?? {}) as StaffRolesValue;
    const list = staffIds(values)
      .map((id) => ({ userId: Number(id), role: roles[roleKey(id)] }))
      .filter((entry) => entry.userId > 0 && entry.role);
    return list.length ? JSON.stringify(list) : undefined;
  }
  const list = interventions(values)
    .filter((entry) => !entryProblem(entry))
    .map(({ kind, start, end }) => ({ kind, start, end }));
  return list.length ? JSON.stringify(list) : undefined;
}

function parseList(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Stored text -> form value of the two lists. */
export function decodeRestraint(key: string, text: string): unknown {
  if (key === 'staffRoles') {
    const roles: StaffRolesValue = {};
    for (const entry of parseList(text)) {
      const { userId, role } = (entry ?? {}) as { userId?: unknown; role?: unknown };
      if ((role === 'held' || role === 'observed') && Number(userId) > 0) {
        roles[roleKey(String(userId))] = role;
      }
    }
    return roles;
  }
  return parseList(text).map((entry) => {
    const { kind, start, end } = (entry ?? {}) as Record<string, unknown>;
    return {
      kind: typeof kind === 'string' ? kind : undefined,
      start: typeof start === 'string' ? start : undefined,
      end: typeof end === 'string' ? end : undefined,
    };
  });
}

/**
 * The first issue 13 question of the incident page left incomplete, by key: a staff member
 * without a role or no intervention listed when a restraint was used, or an unfinished entry.
 */
export function restraintProblem(values: WizardValues, highLevel: boolean): string | undefined {
  if (!highLevel) return undefined;
  const roles = (values.staffRoles ?? {}) as StaffRolesValue;
  const used = usedIntervention(values);
  if (used && staffIds(values).some((id) => !roles[roleKey(id)])) return 'staffRoles';
  const list = interventions(values);
  if (list.some((entry) => entryProblem(entry))) return 'restrictiveInterventions';
  if (used && list.length === 0) return 'restrictiveInterventions';
  return undefined;
}
