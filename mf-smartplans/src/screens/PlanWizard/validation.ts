// Required answers per tab (spec 1 §5); the first missing one names the dialog.
import type { TermsWithCapitals } from 'shared-api';
import { isListAnswered, type DynamicList } from './fields/dynamicList';
import type { PlanValues } from './planValues';
import { questionText, TAB_QUESTIONS, type Question } from './questions';

/** Spec 1 §5's answered rule, per question kind. */
export function isAnswered(question: Question, value: unknown): boolean {
  if (question.kind === 'list') return isListAnswered(value as DynamicList | undefined);
  if (question.kind === 'person' || question.kind === 'staff') return Number(value) > 0;
  return typeof value === 'string' && value.trim() !== '';
}

export function requiredKeys(step: number): string[] {
  return (TAB_QUESTIONS[step] ?? []).filter((q) => q.required).map((q) => q.key);
}

/** The first required question of the tab left unanswered, as its label; undefined if none. */
export function firstMissing(
  step: number,
  values: PlanValues,
  terms: TermsWithCapitals,
): string | undefined {
  const missing = (TAB_QUESTIONS[step] ?? []).find(
    (q) => q.required && !isAnswered(q, values[q.key]),
  );
  return missing ? questionText(missing.key, terms) : undefined;
}

export function incompleteMessage(question: string): string {
  return `Please complete '${question}' before continuing`;
}

/** The review date may not come before the plan's date. */
export const REVIEW_BEFORE_PLAN = 'The review date cannot be before the date of plan';

export function reviewDateProblem(values: PlanValues): string | undefined {
  const { dateOfPlan, reviewDate } = values;
  if (!dateOfPlan || !reviewDate) return undefined;
  return reviewDate < dateOfPlan ? REVIEW_BEFORE_PLAN : undefined;
}
