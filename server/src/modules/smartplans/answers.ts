/**
 * Plan answers (spec 1 §3, §5) as pure functions: parsing the dynamic lists, the answered-value
 * rule, the shape of every key, and the required fields of a Published plan. Each check returns
 * the first problem as a message naming the key, or null.
 */
import {
  PLAN_LIST_KEYS,
  PLAN_TABS,
  PLAN_TEXT_KEYS,
  TECHNIQUE_CHOICES,
  TECHNIQUE_NOTES_SUFFIX,
  type DynamicList,
} from 'shared-api/schemas';
import { isValidDate } from '../formsubmissions/rules';

export type Answers = ReadonlyMap<string, string>;

const LIST_KEYS: ReadonlySet<string> = new Set(PLAN_LIST_KEYS);
const TEXT_KEYS: ReadonlySet<string> = new Set(PLAN_TEXT_KEYS);
const MAX_ITEMS = 500;
const MAX_ITEM_LENGTH = 5000;

export const isListKey = (key: string) => LIST_KEYS.has(key);
export const isPlanKey = (key: string) => LIST_KEYS.has(key) || TEXT_KEYS.has(key);

/** A dynamic list from its JSON text, or a message saying what is wrong with it. */
export function parseDynamicList(text: string): DynamicList | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'must be JSON of {original, extra}';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'must be JSON of {original, extra}';
  }
  const record = value as Record<string, unknown>;
  const extraKeys = Object.keys(record).filter((k) => k !== 'original' && k !== 'extra');
  if (extraKeys.length > 0) return `unknown member '${extraKeys[0]}'`;
  const out: DynamicList = { original: [], extra: [] };
  for (const part of ['original', 'extra'] as const) {
    const items = record[part] ?? [];
    if (!Array.isArray(items)) return `${part} must be a list`;
    if (items.length > MAX_ITEMS) return `${part} has more than ${MAX_ITEMS} items`;
    for (const item of items) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        return `${part} items must be {checked, value}`;
      }
      const { checked, value: text, ...rest } = item as Record<string, unknown>;
      if (Object.keys(rest).length > 0) return `${part} items must be {checked, value}`;
      if (typeof checked !== 'boolean') return `${part}.checked must be true or false`;
      if (typeof text !== 'string' || text.trim() === '') {
        return `${part}.value must be non-empty text`;
      }
      if (text.length > MAX_ITEM_LENGTH) {
        return `${part}.value must be at most ${MAX_ITEM_LENGTH} characters`;
      }
      out[part].push({ checked, value: text.trim() });
    }
  }
  return out;
}

/** The list of a stored answer, or an empty list when the text is not one (old data). */
export function listOf(text: string | undefined): DynamicList {
  if (!text) return { original: [], extra: [] };
  const parsed = parseDynamicList(text);
  return typeof parsed === 'string' ? { original: [], extra: [] } : parsed;
}

export const listText = (list: DynamicList) => JSON.stringify(list);

/** Items that count towards a required list: checked and not blank. */
const checkedItems = (list: DynamicList) =>
  [...list.original, ...list.extra].filter((item) => item.checked);

/** The technique answers: name -> Try/Avoid and name-notes -> text; null when `key` is not one. */
function techniqueProblem(key: string, value: string, answers: Answers): string | null {
  if (key.endsWith(TECHNIQUE_NOTES_SUFFIX)) {
    const technique = key.slice(0, -TECHNIQUE_NOTES_SUFFIX.length);
    if (!answers.has(technique)) {
      return `responses.${key}: notes need the technique '${technique}' marked Try or Avoid`;
    }
    return null;
  }
  return (TECHNIQUE_CHOICES as readonly string[]).includes(value)
    ? null
    : `responses.${key}: must be Try or Avoid (unknown keys are technique answers)`;
}

/**
 * Every answer given, draft or not: the answered-value rule (spec 1 §5: a string non-empty, a
 * number above 0, a list non-empty) and the shape of its key. `raw` keeps the type as sent.
 */
export function answerProblem(
  raw: readonly { questionKey: string; response: unknown }[],
  answers: Answers,
): string | null {
  for (const { questionKey: key, response } of raw) {
    const k = key.trim();
    if (typeof response === 'number' && !(response > 0)) {
      return `responses.${k}: is not answered (a number must be above 0; leave it out instead)`;
    }
    const value = answers.get(k) ?? '';
    if (value.trim() === '') {
      return `responses.${k}: is not answered (empty answers are not sent)`;
    }
    if (isListKey(k)) {
      const list = parseDynamicList(value);
      if (typeof list === 'string') return `responses.${k}: ${list}`;
      if (list.original.length + list.extra.length === 0) {
        return `responses.${k}: is not answered (an empty list is not sent)`;
      }
    } else if (k === 'dateOfPlan' || k === 'reviewDate') {
      if (!isValidDate(value.trim())) return `responses.${k}: must be a date (YYYY-MM-DD)`;
    } else if (!TEXT_KEYS.has(k)) {
      const problem = techniqueProblem(k, value.trim(), answers);
      if (problem) return problem;
    }
  }
  const plan = answers.get('dateOfPlan')?.trim();
  const review = answers.get('reviewDate')?.trim();
  if (plan && review && review < plan) {
    return 'responses.reviewDate: must not be before the date of the plan';
  }
  return null;
}

/** First required answer a Published plan lacks (spec 1 §5), or null. */
export function requiredPlanProblem(answers: Answers): string | null {
  for (const tab of PLAN_TABS) {
    for (const field of tab.fields) {
      if (!field.required) continue;
      const value = answers.get(field.key);
      if (value === undefined || value.trim() === '') {
        return `responses.${field.key}: is required (${tab.title}: ${field.label})`;
      }
      if (field.kind === 'list' && checkedItems(listOf(value)).length === 0) {
        return `responses.${field.key}: is required (${tab.title}: ${field.label}): tick or add at least one item`;
      }
    }
  }
  return null;
}

/** The techniques a plan marks Avoid (by name). */
export function avoidedTechniques(answers: Answers): string[] {
  return [...answers]
    .filter(([key, value]) => !isPlanKey(key) && value.trim() === 'Avoid')
    .map(([key]) => key);
}
