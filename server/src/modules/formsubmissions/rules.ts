/**
 * Required answers of a Published submission (spec 2 §5), as pure functions over the answers by
 * questionKey. Each returns the first problem as a message naming the field, or null.
 */
import { isCalendarDay } from '../../platform/calendar-day';
import {
  BEHAVIOUR_DETAIL_KEYS,
  EXCLUSION_REQUIRED_KEYS,
  INCIDENT_PAGE_REQUIRED,
  LOG_TYPES,
  PIL_EXTRA_KEYS,
  PIL_REQUIRED_KEYS,
  YES_NO_ANSWERS,
} from 'shared-api/incidents';
import { restraintRequiredProblem, restraintShapeProblem } from '../restraint/answers';

export type Answers = ReadonlyMap<string, string>;

export interface RuleContext {
  type: 'incidentreport' | 'concern' | 'clicker';
  subType: string | null;
  enablePILExtras: boolean;
  /** Organisation plan: the Exclusions block is hidden (so not required) on Care. */
  plan: string;
  /** The organisation's selected quick behaviours (clickers). */
  quickBehaviours: readonly string[];
}

const required = (key: string) => `responses.${key}: is required`;

/** The incident page's answers required whatever else was answered (shared table, page order). */
export const PAGE_ONE_KEYS = INCIDENT_PAGE_REQUIRED.filter((a) => !a.after).map((a) => a.key);

/** Follow-up questions whose number must be above 0 when required. */
const FOLLOW_UP_NUMBERS = new Set(['physicalInterventionDuration', 'numberStaffInvolved']);

/** The follow-ups of the table, the numbers first (the order in which the API has named them). */
const FOLLOW_UPS = [
  ...INCIDENT_PAGE_REQUIRED.filter((a) => a.after && FOLLOW_UP_NUMBERS.has(a.key)),
  ...INCIDENT_PAGE_REQUIRED.filter((a) => a.after && !FOLLOW_UP_NUMBERS.has(a.key)),
];

const filled = (answers: Answers, key: string) => (answers.get(key) ?? '').trim() !== '';

export const isValidDate = isCalendarDay;

export const isValidTime = (value: string) => /^([01]\d|2[0-4]):[0-5]\d$/.test(value);

const isPositiveNumber = (value: string) => {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) && n > 0;
};

/**
 * A JSON list of ids (numbers or numeric text, as multi-selects hold them); null when the text is
 * not such a list.
 */
export function parseIdList(value: string): number[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const ids: number[] = [];
  for (const item of parsed) {
    const n =
      typeof item === 'number'
        ? item
        : typeof item === 'string' && /^\d+$/.test(item)
          ? Number(item)
          : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647) return null;
    ids.push(n);
  }
  return [...new Set(ids)];
}

function oneOf(answers: Answers, key: string, allowed: readonly string[]): string | null {
  if (!filled(answers, key)) return required(key);
  return allowed.includes(answers.get(key)!.trim())
    ? null
    : `responses.${key}: must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`;
}

function incidentPageOne(answers: Answers): string | null {
  for (const key of PAGE_ONE_KEYS) if (!filled(answers, key)) return required(key);
  if (!isValidDate(answers.get('dateOfIncident')!.trim())) {
    return 'responses.dateOfIncident: must be a date (YYYY-MM-DD)';
  }
  if (!isValidTime(answers.get('timeOfIncident')!.trim())) {
    return 'responses.timeOfIncident: must be a time (HH:mm)';
  }
  for (const key of ['staffInvolved', 'studentsInvolved']) {
    const ids = parseIdList(answers.get(key)!);
    if (!ids) return `responses.${key}: must be a JSON list of ids`;
    if (ids.length === 0) return required(key);
  }
  const medical = oneOf(answers, 'medicalInterventionRequired', YES_NO_ANSWERS);
  if (medical) return medical;
  for (const { key, after } of FOLLOW_UPS) {
    if (answers.get(after!.key)?.trim() !== after!.answer) continue;
    if (!filled(answers, key)) return required(key);
    if (FOLLOW_UP_NUMBERS.has(key) && !isPositiveNumber(answers.get(key)!)) {
      return `responses.${key}: must be a number above 0`;
    }
  }
  return null;
}

function postIncidentLearning(answers: Answers, ctx: RuleContext): string | null {
  for (const key of PIL_REQUIRED_KEYS) if (!filled(answers, key)) return required(key);
  if (!ctx.enablePILExtras) return null;
  for (const key of PIL_EXTRA_KEYS) {
    const problem = oneOf(answers, key, YES_NO_ANSWERS);
    if (problem) return problem;
  }
  if (ctx.plan === 'Care') return null;
  for (const key of EXCLUSION_REQUIRED_KEYS) {
    if (key !== 'SuspensionDays') {
      const problem = oneOf(answers, key, YES_NO_ANSWERS);
      if (problem) return problem;
    }
  }
  if (answers.get('Suspension')?.trim() === 'Yes') {
    if (!filled(answers, 'SuspensionDays')) return required('SuspensionDays');
    if (!isPositiveNumber(answers.get('SuspensionDays')!)) {
      return 'responses.SuspensionDays: must be a number above 0';
    }
  }
  return null;
}

/** Shape checks that hold for drafts too (values that are given must be well formed). */
export function answerShapeProblem(answers: Answers): string | null {
  for (const key of ['staffInvolved', 'studentsInvolved']) {
    const value = answers.get(key);
    if (value !== undefined && value.trim() !== '' && !parseIdList(value)) {
      return `responses.${key}: must be a JSON list of ids`;
    }
  }
  const date = answers.get('dateOfIncident');
  if (date !== undefined && date.trim() !== '' && !isValidDate(date.trim())) {
    return 'responses.dateOfIncident: must be a date (YYYY-MM-DD)';
  }
  return restraintShapeProblem(answers);
}

/** First missing or malformed required answer of a Published submission, or null. */
export function requiredAnswerProblem(answers: Answers, ctx: RuleContext): string | null {
  if (ctx.type === 'concern') return oneOf(answers, 'positiveNegative', LOG_TYPES);
  if (ctx.type === 'clicker') {
    if (answers.size !== 1 || !answers.has('quickBehaviour')) {
      return 'responses: a clicker has exactly one answer, quickBehaviour';
    }
    const behaviour = answers.get('quickBehaviour')!.trim();
    if (!behaviour) return required('quickBehaviour');
    return ctx.quickBehaviours.includes(behaviour)
      ? null
      : `responses.quickBehaviour: '${behaviour}' is not one of the organisation's quick behaviours`;
  }
  const pageOne = incidentPageOne(answers) ?? restraintRequiredProblem(answers);
  if (pageOne) return pageOne;
  // The behaviour details page is a step of the physical intervention wizard; the low-level
  // wizard does not necessarily walk it (spec 2 §2.2), so it is required for highlevel only.
  if (ctx.subType === 'highlevel') {
    for (const key of BEHAVIOUR_DETAIL_KEYS) if (!filled(answers, key)) return required(key);
  }
  return postIncidentLearning(answers, ctx);
}
