// Form values <-> submission responses (spec 2 §3.2, §5 "only answers with content are sent").
import type { TermsWithCapitals } from 'shared-api';
import { questionText } from './questions';
import { decodeRestraint, encodeRestraint, SERVER_STAMPED } from './restraint';
import { isHidden, type VisibilityContext } from './visibility';
import type { Injury, TechniqueRatings, WizardValues } from './wizardValues';

export type ResponseType = 'string' | 'date' | 'time' | 'number' | 'boolean';

export interface ResponseIn {
  questionKey: string;
  questionText?: string;
  response: string;
  responseType?: ResponseType;
}

/** A stored response as GET /api/formresponse returns it. */
export interface StoredResponse {
  id?: number;
  submission?: number;
  questionKey: string;
  questionText?: string | null;
  response: string | null;
  responseType?: string | null;
}

const TYPES: Record<string, ResponseType> = {
  studentName: 'number',
  dateOfIncident: 'date',
  timeOfIncident: 'time',
  physicalInterventionDuration: 'number',
  numberStaffInvolved: 'number',
  otherTechniques: 'number',
  otherPhysicalTechniques: 'number',
  SuspensionDays: 'number',
  PermanentExclusionCount: 'number',
};

/** Id lists held as string arrays by the form, stored as JSON lists of numbers. */
const ID_LISTS = new Set(['staffInvolved', 'studentsInvolved']);
const TECHNIQUES = new Set(['deescalationTechniques', 'physicalTechniques']);
/** Not answers: the Send step's choice travels as the submission's notify list. */
const NOT_ANSWERS = new Set(['notify', ...SERVER_STAMPED]);
/** Issue 13 lists: JSON text built from the form values (staffRoles needs staffInvolved). */
const RESTRAINT_LISTS = new Set(['staffRoles', 'restrictiveInterventions']);

/** The stored text of one answer, or undefined when it has no content (so it is not sent). */
function encode(key: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === false) return undefined;
  if (ID_LISTS.has(key)) {
    const ids = (Array.isArray(value) ? value : []).map(Number).filter((n) => n > 0);
    return ids.length ? JSON.stringify(ids) : undefined;
  }
  if (TECHNIQUES.has(key)) {
    const entries = Object.entries((value ?? {}) as TechniqueRatings).filter(([, v]) => v);
    return entries.length
      ? JSON.stringify(entries.map(([name, rating]) => ({ key: name, value: rating })))
      : undefined;
  }
  if (key === 'interventions') {
    const list = Array.isArray(value) ? (value as Injury[]) : [];
    return list.length ? JSON.stringify(list) : undefined;
  }
  if (TYPES[key] === 'number') {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? String(n) : undefined;
  }
  if (value === true) return 'true';
  if (typeof value === 'number') return value > 0 ? String(value) : undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return typeof value === 'object' ? JSON.stringify(value) : undefined;
}

/** The responses to POST: visible answers with content, in key order, with their question text. */
export function toResponses(
  values: WizardValues,
  terms: TermsWithCapitals,
  context: VisibilityContext,
): ResponseIn[] {
  const responses: ResponseIn[] = [];
  for (const key of Object.keys(values).sort()) {
    if (NOT_ANSWERS.has(key) || isHidden(key, values, context)) continue;
    const response = RESTRAINT_LISTS.has(key)
      ? encodeRestraint(key, values)
      : encode(key, values[key]);
    if (response === undefined) continue;
    responses.push({
      questionKey: key,
      questionText: questionText(key, terms),
      response,
      responseType: TYPES[key] ?? 'string',
    });
  }
  return responses;
}

/** Whether two answer sets say the same thing (question texts aside). */
export function sameAnswers(a: ResponseIn[], b: ResponseIn[]): boolean {
  const flat = (list: ResponseIn[]) =>
    JSON.stringify(list.map((r) => [r.questionKey, r.response]).sort());
  return flat(a) === flat(b);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Techniques were stored as [{key, value}]; older rows hold a plain list of names (no rating). */
function decodeTechniques(text: string): TechniqueRatings {
  const parsed = parseJson(text);
  const ratings: TechniqueRatings = {};
  if (!Array.isArray(parsed)) return ratings;
  for (const item of parsed) {
    if (item && typeof item === 'object' && 'key' in item) {
      const { key, value } = item as { key: unknown; value: unknown };
      if (typeof key === 'string' && value !== undefined && value !== null && value !== '') {
        ratings[key] = String(value);
      }
    } else if (typeof item === 'string') {
      ratings[item] = 'n/a';
    }
  }
  return ratings;
}

/** Stored responses -> form values (staffInvolved, studentsInvolved, interventions parsed). */
export function fromResponses(responses: StoredResponse[]): WizardValues {
  const values: WizardValues = {};
  for (const { questionKey: key, response } of responses) {
    if (response === null || response === undefined) continue;
    if (ID_LISTS.has(key)) {
      const parsed = parseJson(response);
      values[key] = Array.isArray(parsed) ? parsed.map((id) => String(id)) : [];
    } else if (RESTRAINT_LISTS.has(key)) {
      values[key] = decodeRestraint(key, response);
    } else if (key === 'interventions') {
      const parsed = parseJson(response);
      values[key] = Array.isArray(parsed) ? parsed : [];
    } else if (TECHNIQUES.has(key) || key === 'physicalTechnique') {
      const target = key === 'physicalTechnique' ? 'physicalTechniques' : key;
      values[target] = { ...(values[target] as TechniqueRatings), ...decodeTechniques(response) };
    } else {
      values[key] = response;
    }
  }
  return values;
}
