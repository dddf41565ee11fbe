// The Smart Plan's questions (spec 1 §2 wizard, §3 answer keys, §5 required). The same vocabulary
// as shared-api/schemas' PLAN_TABS, kept here as plain data so the browser bundle does not carry
// the TypeBox schemas (questions.test.ts checks the two agree).
import { withTerms, type TermsWithCapitals } from 'shared-api';

export type QuestionKind = 'person' | 'date' | 'staff' | 'text' | 'list';

export interface Question {
  key: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  /** The level a tab 2 question belongs to ('Low Level'...), part of its accessible name. */
  group?: string;
}

const list = (key: string, label: string, required = false, group?: string): Question => ({
  key,
  label,
  kind: 'list',
  required,
  group,
});

export const PLAN_LEVELS = [
  { prefix: 'lowLevel', title: 'Low Level' },
  { prefix: 'mediumLevel', title: 'Medium Level' },
  { prefix: 'highLevel', title: 'High Level' },
] as const;

/** Tab 1 'Behaviour Plan'. */
export const PLAN_QUESTIONS: Question[] = [
  { key: 'studentName', label: '{ServiceUser}', kind: 'person', required: true },
  { key: 'dateOfPlan', label: 'Date of Plan', kind: 'date', required: true },
  { key: 'reviewDate', label: 'Review Date', kind: 'date', required: true },
  { key: 'completedBy', label: 'Completed By', kind: 'staff', required: true },
  { key: 'riskNotes', label: 'Notes', kind: 'text', required: false },
  list('additionalAdjustments', 'Reasonable Adjustments', true),
  list('triggers', 'Triggers', true),
  list('triggerSupport', 'Support for Triggers', true),
];

/** Tab 2 'Behaviour Details': per level the behaviour (required) and three more, then one. */
export const LEVEL_GROUPS = PLAN_LEVELS.map(({ prefix, title }) => ({
  title,
  questions: [
    list(`${prefix}Behaviour`, `${title} Behaviour`, true, title),
    list(`${prefix}Tried`, 'What has been tried', false, title),
    list(`${prefix}OtherThings`, 'Other things to try', false, title),
    list(`${prefix}HelpMyself`, 'Help myself', false, title),
  ],
}));

export const DETAILS_QUESTIONS: Question[] = [
  ...LEVEL_GROUPS.flatMap((group) => group.questions),
  list('doDifferentNextTime', 'What to do differently next time'),
];

/** Tab 3 'Follow Up Support': the first four are required. */
export const FOLLOW_UP_QUESTIONS: Question[] = [
  list('recoveryIShow', 'Recovery Behaviour', true),
  list('helpMyself', 'Help Myself', true),
  list('staffHelp', 'Staff Help', true),
  list('interests', 'Interests', true),
  list('factors', 'Debrief Factors'),
  list('otherInformation', 'Other Information'),
  list('recoveryStrategy', 'Other things to try'),
];

/** Questions per step 0..4 (tabs 4 and 5 are built from the pre-fill). */
export const TAB_QUESTIONS: Question[][] = [
  PLAN_QUESTIONS,
  DETAILS_QUESTIONS,
  FOLLOW_UP_QUESTIONS,
  [],
  [],
];

export const ALL_QUESTIONS = TAB_QUESTIONS.flat();
const BY_KEY = new Map(ALL_QUESTIONS.map((q) => [q.key, q]));

export const LIST_KEYS = new Set(ALL_QUESTIONS.filter((q) => q.kind === 'list').map((q) => q.key));

export function questionOf(key: string): Question | undefined {
  return BY_KEY.get(key);
}

/** Technique answers: the technique's name -> 'Try' | 'Avoid', and '{name}-notes' -> text. */
export const NOTES_SUFFIX = '-notes';
export const TECHNIQUE_CHOICES = ['Try', 'Avoid'] as const;
export type TechniqueChoice = (typeof TECHNIQUE_CHOICES)[number];

/** The full label of a key (level included) with the organisation's terms. */
export function questionText(key: string, terms: TermsWithCapitals): string {
  if (key.endsWith(NOTES_SUFFIX)) return `${key.slice(0, -NOTES_SUFFIX.length)} notes`;
  const question = BY_KEY.get(key);
  if (!question) return key;
  const label = withTerms(question.label, terms);
  return question.group && !label.startsWith(question.group)
    ? `${question.group}: ${label}`
    : label;
}
