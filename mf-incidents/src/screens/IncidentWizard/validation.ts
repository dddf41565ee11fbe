// Required answers per page (spec 2 §5): the first missing one names the dialog
// "Please complete '{first question}' before continuing".
import {
  EXCLUSION_REQUIRED_KEYS,
  INCIDENT_PAGE_REQUIRED,
  PIL_REQUIRED_KEYS,
  type TermsWithCapitals,
} from 'shared-api';
import { BEHAVIOUR_KEYS, PIL_EXTRA_KEYS, questionText } from './questions';
import type { PageId } from './steps';
import { restraintProblem } from './restraint';
import { isHidden, type VisibilityContext } from './visibility';
import type { WizardValues } from './wizardValues';

const REQUIRED: Record<PageId, string[]> = {
  // The person first, then the shared table (follow-ups are left out while hidden).
  incident: ['studentName', ...INCIDENT_PAGE_REQUIRED.map((answer) => answer.key)],
  behaviour: BEHAVIOUR_KEYS,
  deescalation: [],
  physical: [],
  // PermanentExclusionCount is asked but optional; SuspensionDays is required when shown.
  pil: [...PIL_REQUIRED_KEYS, ...PIL_EXTRA_KEYS, ...EXCLUSION_REQUIRED_KEYS],
  send: [],
};

/** Number answers: whole numbers, not negative. */
export const NUMBER_KEYS = new Set([
  'physicalInterventionDuration',
  'numberStaffInvolved',
  'SuspensionDays',
  'PermanentExclusionCount',
]);

export const NUMBER_MESSAGE = 'Enter a whole number';

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function numberError(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  return /^\d+$/.test(String(value).trim()) ? undefined : NUMBER_MESSAGE;
}

/** Keys of the page that must be answered with the current answers (hidden ones excluded). */
export function requiredKeys(page: PageId, values: WizardValues, ctx: VisibilityContext): string[] {
  return REQUIRED[page].filter((key) => !isHidden(key, values, ctx));
}

export function isRequired(
  key: string,
  page: PageId,
  values: WizardValues,
  ctx: VisibilityContext,
): boolean {
  return requiredKeys(page, values, ctx).includes(key);
}

/** The first unanswered (or invalid number) question of the page, as its label; undefined if none. */
export function firstProblem(
  page: PageId,
  values: WizardValues,
  ctx: VisibilityContext,
  terms: TermsWithCapitals,
): string | undefined {
  // A required number must be above 0 (only numbers above 0 are sent, spec 2 §5).
  const missing = requiredKeys(page, values, ctx).find(
    (key) => isBlank(values[key]) || (NUMBER_KEYS.has(key) && !(Number(values[key]) > 0)),
  );
  const badNumber = [...NUMBER_KEYS].find(
    (key) => !isHidden(key, values, ctx) && numberError(values[key]),
  );
  const restraint =
    page === 'incident' ? restraintProblem(values, Boolean(ctx.highLevel)) : undefined;
  const key = missing ?? restraint ?? badNumber;
  return key ? questionText(key, terms) : undefined;
}

export function incompleteMessage(question: string): string {
  return `Please complete '${question}' before continuing`;
}
