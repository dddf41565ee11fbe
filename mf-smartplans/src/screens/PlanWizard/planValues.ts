// Form values <-> plan responses (spec 1 §3 keys, §5 "empty answers are not sent").
import type { TermsWithCapitals } from 'shared-api';
import { encodeList, parseList, type DynamicList } from './fields/dynamicList';
import {
  LIST_KEYS,
  NOTES_SUFFIX,
  questionOf,
  questionText,
  TECHNIQUE_CHOICES,
  type TechniqueChoice,
} from './questions';

export interface TechniqueAnswer {
  choice?: TechniqueChoice;
  notes?: string;
}

/** One react-final-form state for the five tabs. */
export interface PlanValues {
  studentName?: string;
  dateOfPlan?: string;
  reviewDate?: string;
  completedBy?: string;
  riskNotes?: string;
  /** Technique name -> Try/Avoid and notes. */
  techniques?: Record<string, TechniqueAnswer>;
  /** E-mails of the chosen key contacts (sent as the submission's notify, not as answers). */
  notify?: string[];
  [listKey: string]: DynamicList | string | string[] | Record<string, TechniqueAnswer> | undefined;
}

export type ResponseType = 'string' | 'date' | 'number';

export interface PlanResponse {
  questionKey: string;
  questionText?: string;
  response: string;
  responseType?: ResponseType;
}

/** A stored answer (GET /api/formresponse, or the pre-fill). */
export interface StoredAnswer {
  questionKey: string;
  response: string | null;
}

const TYPES: Record<string, ResponseType> = {
  studentName: 'number',
  completedBy: 'number',
  dateOfPlan: 'date',
  reviewDate: 'date',
};

/** Spec 1 §5: a string non-empty, a number above 0, a list non-empty. */
function encodeScalar(key: string, value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (TYPES[key] === 'number') {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? String(n) : undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** The responses to POST, sorted by key; each with its question text. */
export function toResponses(values: PlanValues, terms: TermsWithCapitals): PlanResponse[] {
  const out: PlanResponse[] = [];
  const push = (key: string, response: string | undefined, text?: string) => {
    if (response === undefined) return;
    out.push({
      questionKey: key,
      questionText: text ?? questionText(key, terms),
      response,
      responseType: TYPES[key] ?? 'string',
    });
  };
  for (const key of Object.keys(values).sort()) {
    if (key === 'notify' || key === 'techniques') continue;
    if (LIST_KEYS.has(key)) push(key, encodeList(values[key] as DynamicList));
    else if (questionOf(key)) push(key, encodeScalar(key, values[key]));
  }
  const techniques = values.techniques ?? {};
  for (const name of Object.keys(techniques).sort()) {
    const answer = techniques[name]!;
    if (answer.choice) push(name, answer.choice, name);
    const notes = answer.notes?.trim();
    if (notes) push(`${name}${NOTES_SUFFIX}`, notes, `${name} notes`);
  }
  return out;
}

const isChoice = (value: string): value is TechniqueChoice =>
  (TECHNIQUE_CHOICES as readonly string[]).includes(value);

/** Stored answers -> form values. Unknown keys answered Try/Avoid are techniques. */
export function fromAnswers(answers: readonly StoredAnswer[]): PlanValues {
  const values: PlanValues = {};
  const techniques: Record<string, TechniqueAnswer> = {};
  for (const { questionKey: key, response } of answers) {
    if (response === null || response === undefined) continue;
    if (LIST_KEYS.has(key)) values[key] = parseList(response);
    else if (questionOf(key)) values[key] = response;
    else if (key.endsWith(NOTES_SUFFIX)) {
      const name = key.slice(0, -NOTES_SUFFIX.length);
      techniques[name] = { ...techniques[name], notes: response };
    } else if (isChoice(response)) {
      techniques[key] = { ...techniques[key], choice: response };
    }
  }
  if (Object.keys(techniques).length > 0) values.techniques = techniques;
  return values;
}

/** Whether two answer sets say the same thing (question texts aside). */
export function sameAnswers(a: PlanResponse[], b: PlanResponse[]): boolean {
  const flat = (list: PlanResponse[]) =>
    JSON.stringify(list.map((r) => [r.questionKey, r.response]).sort());
  return flat(a) === flat(b);
}
