// Smart Plans area (issue 10): plan answer keys, the wizard's pre-fill, lists, versions, reviews,
// adherence. Plans are saved with POST /api/formsubmission type 'behaviourplan' (spec 1 §7).
import { Type, type Static } from 'typebox';
import { ApiDate, DataResponse, Id, ListResponse } from './common';

/** The three behaviour levels of tab 2, in page order. */
export const PLAN_LEVELS = ['lowLevel', 'mediumLevel', 'highLevel'] as const;
/** The four answers of each level: lowLevelBehaviour, lowLevelTried, ... */
export const PLAN_LEVEL_PARTS = ['Behaviour', 'Tried', 'OtherThings', 'HelpMyself'] as const;

/** Answers that are plain text (dates YYYY-MM-DD; studentName is the subject's id). */
export const PLAN_TEXT_KEYS = [
  'studentName',
  'dateOfPlan',
  'reviewDate',
  'completedBy',
  'riskNotes',
] as const;

/** Answers stored as a dynamic list: JSON text of {original:[{checked,value}], extra:[...]}. */
export const PLAN_LIST_KEYS = [
  'additionalAdjustments',
  'triggers',
  'triggerSupport',
  ...PLAN_LEVELS.flatMap((level) => PLAN_LEVEL_PARTS.map((part) => `${level}${part}`)),
  'doDifferentNextTime',
  'recoveryIShow',
  'helpMyself',
  'staffHelp',
  'interests',
  'factors',
  'otherInformation',
  'recoveryStrategy',
] as const;

export type PlanFieldKind = 'person' | 'date' | 'staff' | 'text' | 'list';
export interface PlanField {
  key: string;
  label: string;
  kind: PlanFieldKind;
  /** Required on a Published plan (spec 1 §5); drafts may leave anything out. */
  required: boolean;
}
export interface PlanTab {
  title: string;
  fields: readonly PlanField[];
}

const list = (key: string, label: string, required = false): PlanField => ({
  key,
  label,
  kind: 'list',
  required,
});
const levelLabel = { lowLevel: 'Low Level', mediumLevel: 'Medium Level', highLevel: 'High Level' };

/**
 * The wizard's five tabs (steps 0..4) and their answers. Tab 4 (techniques) and tab 5 (key
 * contacts) are built from the pre-fill's `techniques` and `keyContacts`.
 */
export const PLAN_TABS: readonly PlanTab[] = [
  {
    title: 'Behaviour Plan',
    fields: [
      { key: 'studentName', label: 'Service User', kind: 'person', required: true },
      { key: 'dateOfPlan', label: 'Date of Plan', kind: 'date', required: true },
      { key: 'reviewDate', label: 'Review Date', kind: 'date', required: true },
      { key: 'completedBy', label: 'Completed By', kind: 'staff', required: true },
      { key: 'riskNotes', label: 'Notes', kind: 'text', required: false },
      list('additionalAdjustments', 'Reasonable Adjustments', true),
      list('triggers', 'Triggers', true),
      list('triggerSupport', 'Support for Triggers', true),
    ],
  },
  {
    title: 'Behaviour Details',
    fields: [
      ...PLAN_LEVELS.flatMap((level) => [
        list(`${level}Behaviour`, `${levelLabel[level]} Behaviour`, true),
        list(`${level}Tried`, 'What has been tried'),
        list(`${level}OtherThings`, 'Other things to try'),
        list(`${level}HelpMyself`, 'Help myself'),
      ]),
      list('doDifferentNextTime', 'What to do differently next time'),
    ],
  },
  {
    title: 'Follow Up Support',
    fields: [
      list('recoveryIShow', 'Recovery Behaviour', true),
      list('helpMyself', 'Help Myself', true),
      list('staffHelp', 'Staff Help', true),
      list('interests', 'Interests', true),
      list('factors', 'Debrief Factors'),
      list('otherInformation', 'Other Information'),
      list('recoveryStrategy', 'Other things to try'),
    ],
  },
  { title: 'Behaviour Management Techniques', fields: [] },
  { title: 'Send Report', fields: [] },
];

/** Old incident answer keys and the plan keys they pre-fill (spec 1 §3, spec 2 §3.2). */
export const INCIDENT_TO_PLAN_KEYS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    PLAN_LEVELS.flatMap((level) => [
      [`${level}Behaviour`, `${level}Behaviour`],
      [`${level}Response`, `${level}Tried`],
      [`${level}Strategy`, `${level}OtherThings`],
    ]),
  ),
  recoveryBehaviour: 'recoveryIShow',
  recoveryResponse: 'staffHelp',
  recoveryStrategy: 'recoveryStrategy',
  adjustments: 'additionalAdjustments',
  likelyTriggers: 'triggers',
};

/** Tab 4: every technique is answered under its own name ('Try' or 'Avoid') and `{name}-notes`. */
export const TECHNIQUE_CHOICES = ['Try', 'Avoid'] as const;
export type TechniqueChoice = (typeof TECHNIQUE_CHOICES)[number];
export const TECHNIQUE_NOTES_SUFFIX = '-notes';

/** Incident answer "Did staff follow the Smart Behaviour Plan?" (Yes/No) that adherence counts. */
export const PLAN_FOLLOWED_KEY = 'followPlanQuestion';

export const PLAN_ADDED_MESSAGE = 'Behaviour Plan added';
export const PLAN_DRAFT_NOTE =
  'New incidents will not be visible on this plan until the draft is submitted or deleted.';
/** Days before the review date from which a plan is 'dueSoon'. */
export const PLAN_REVIEW_WINDOW_DAYS = 14;

export const DynamicListItem = Type.Object(
  { checked: Type.Boolean(), value: Type.String({ minLength: 1, maxLength: 5000 }) },
  { additionalProperties: false },
);
export type DynamicListItem = Static<typeof DynamicListItem>;
/** Parsed form of a list answer (it travels as JSON text in `response`). */
export const DynamicList = Type.Object(
  {
    original: Type.Array(DynamicListItem, { maxItems: 500 }),
    extra: Type.Array(DynamicListItem, { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type DynamicList = Static<typeof DynamicList>;

export const PlanPerson = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
});
export type PlanPerson = Static<typeof PlanPerson>;

/** One row of tab 3's read-only log table: Log, Recorded, By, Action, By, Date. */
export const PlanLogRow = Type.Object({
  id: Id,
  log: Type.String(),
  /** concernDate (YYYY-MM-DD) and concernTime (HH:mm) of the log, '' when missing. */
  recordedDate: Type.String(),
  recordedTime: Type.String(),
  recordedBy: Type.String(),
  action: Type.String(),
  actionedBy: Type.String(),
  actionDate: Type.String(),
});
export type PlanLogRow = Static<typeof PlanLogRow>;

/** A technique of tab 4 with its effectiveness (0..10) for this person, highest first. */
export const PlanTechnique = Type.Object({
  name: Type.String(),
  kind: Type.Union([Type.Literal('deescalation'), Type.Literal('physical')]),
  average: Type.Number({ minimum: 0, maximum: 10 }),
});
export type PlanTechnique = Static<typeof PlanTechnique>;

export const PlanKeyContact = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: Type.String(),
});
export type PlanKeyContact = Static<typeof PlanKeyContact>;

export const PlanSource = Type.Union([
  Type.Literal('draft'),
  Type.Literal('published'),
  Type.Literal('incidents'),
  Type.Literal('none'),
]);
export type PlanSource = Static<typeof PlanSource>;

/**
 * GET /api/smartplan/prefill/{userId}: what the wizard opens with. `answers` are by question key
 * (list answers as JSON text). Save with POST /api/formsubmission { type: 'behaviourplan',
 * formId: prefill.formId (omit when null), subject, status, notify, responses }.
 */
export const PlanPrefill = Type.Object({
  subject: PlanPerson,
  /** Where the answers come from: the caller's editable draft, the latest plan, incidents. */
  source: PlanSource,
  /** Send as `formId` when saving (the draft or plan the answers come from). */
  formId: Type.Union([Id, Type.Null()]),
  /** Set when an editable draft is open (show PLAN_DRAFT_NOTE and 'Delete Draft'). */
  draftId: Type.Union([Id, Type.Null()]),
  answers: Type.Record(Type.String(), Type.String()),
  notify: Type.Array(
    Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
  ),
  /** Incidents and logs created up to this time are on the plan (ISO timestamp). */
  evidenceUntil: Type.String(),
  logs: Type.Array(PlanLogRow),
  techniques: Type.Array(PlanTechnique),
  keyContacts: Type.Array(PlanKeyContact),
});
export type PlanPrefill = Static<typeof PlanPrefill>;
export const PlanPrefillResponse = DataResponse(PlanPrefill);
export type PlanPrefillResponse = Static<typeof PlanPrefillResponse>;

export const PlanReviewStatus = Type.Union([
  Type.Literal('current'),
  Type.Literal('dueSoon'),
  Type.Literal('overdue'),
]);
export type PlanReviewStatus = Static<typeof PlanReviewStatus>;

/** GET /api/smartplan (My Smart Plans, /plans): the latest plan of each person the caller sees. */
export const PlanListRow = Type.Object({
  id: Id,
  reference: Type.Union([Type.Integer(), Type.Null()]),
  subject: PlanPerson,
  author: Type.Object({
    id: Type.Union([Id, Type.Null()]),
    firstName: Type.String(),
    lastName: Type.String(),
  }),
  /** Version number of this plan for the person (1 = first Published plan). */
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String(),
  dateOfPlan: Type.Union([ApiDate, Type.Null()]),
  reviewDate: Type.Union([ApiDate, Type.Null()]),
  reviewStatus: Type.Union([PlanReviewStatus, Type.Null()]),
  pdfUrl: Type.Union([Type.String(), Type.Null()]),
});
export type PlanListRow = Static<typeof PlanListRow>;
export const PlanListResponse = ListResponse(PlanListRow);
export type PlanListResponse = Static<typeof PlanListResponse>;

/** GET /api/smartplan/drafts (Incomplete Smart Plans): the caller's own current drafts. */
export const PlanDraftRow = Type.Object({
  id: Id,
  createdAt: Type.String(),
  subject: PlanPerson,
});
export type PlanDraftRow = Static<typeof PlanDraftRow>;
export const PlanDraftListResponse = ListResponse(PlanDraftRow);
export type PlanDraftListResponse = Static<typeof PlanDraftListResponse>;

/** GET /api/smartplan/versions/{userId}: the person's Published plans, newest first. */
export const PlanVersionRow = Type.Object({
  id: Id,
  version: Type.Integer({ minimum: 1 }),
  current: Type.Boolean(),
  status: Type.String(),
  createdAt: Type.String(),
  author: Type.Object({
    id: Type.Union([Id, Type.Null()]),
    firstName: Type.String(),
    lastName: Type.String(),
  }),
  dateOfPlan: Type.Union([ApiDate, Type.Null()]),
  reviewDate: Type.Union([ApiDate, Type.Null()]),
  pdfUrl: Type.Union([Type.String(), Type.Null()]),
});
export type PlanVersionRow = Static<typeof PlanVersionRow>;
export const PlanVersionListResponse = ListResponse(PlanVersionRow);
export type PlanVersionListResponse = Static<typeof PlanVersionListResponse>;

export const PlanListChange = Type.Object({
  added: Type.Array(Type.String()),
  removed: Type.Array(Type.String()),
  checked: Type.Array(Type.String()),
  unchecked: Type.Array(Type.String()),
});
export type PlanListChange = Static<typeof PlanListChange>;

/** GET /api/smartplan/diff?from=&to=: what changed from one plan version to another. */
export const PlanDiff = Type.Object({
  from: Id,
  to: Id,
  added: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
  removed: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
  changed: Type.Array(
    Type.Object({
      key: Type.String(),
      before: Type.String(),
      after: Type.String(),
      /** For list answers: the items compared by text. */
      items: Type.Union([PlanListChange, Type.Null()]),
    }),
  ),
});
export type PlanDiff = Static<typeof PlanDiff>;
export const PlanDiffResponse = DataResponse(PlanDiff);
export type PlanDiffResponse = Static<typeof PlanDiffResponse>;
export const PlanDiffQuery = Type.Object(
  { orgId: Id, from: Id, to: Id },
  { additionalProperties: false },
);
export type PlanDiffQuery = Static<typeof PlanDiffQuery>;

/** GET /api/smartplan/{id}/adherence: incidents about the person since that plan was published. */
export const PlanAdherence = Type.Object({
  planId: Id,
  since: Type.String(),
  incidents: Type.Integer({ minimum: 0 }),
  /** Incidents answering PLAN_FOLLOWED_KEY 'No'. */
  planNotFollowed: Type.Integer({ minimum: 0 }),
  /** Techniques the plan marks Avoid that incidents since recorded as used, most used first. */
  avoidUsed: Type.Array(Type.Object({ technique: Type.String(), incidents: Type.Integer() })),
});
export type PlanAdherence = Static<typeof PlanAdherence>;
export const PlanAdherenceResponse = DataResponse(PlanAdherence);
export type PlanAdherenceResponse = Static<typeof PlanAdherenceResponse>;

/**
 * GET /api/smartplan/{id}: one Smart Plan the caller may see (a Published version, or their own
 * draft) with its answers as saved (list answers as DynamicList JSON text).
 */
export const PlanDetail = Type.Object({
  id: Id,
  reference: Type.Union([Type.Integer(), Type.Null()]),
  subject: PlanPerson,
  author: Type.Object({
    id: Type.Union([Id, Type.Null()]),
    firstName: Type.String(),
    lastName: Type.String(),
  }),
  status: Type.Union([Type.Literal('Published'), Type.Literal('Draft'), Type.Literal('Archived')]),
  /** Not superseded by a later version. */
  current: Type.Boolean(),
  /** Its place among the Published versions of its plan; null for a draft. */
  version: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  createdAt: Type.String(),
  dateOfPlan: Type.Union([ApiDate, Type.Null()]),
  reviewDate: Type.Union([ApiDate, Type.Null()]),
  /** Review state of the current Published version; null for older versions and drafts. */
  reviewStatus: Type.Union([PlanReviewStatus, Type.Null()]),
  pdfUrl: Type.Union([Type.String(), Type.Null()]),
  answers: Type.Record(Type.String(), Type.String()),
  /** The caller may delete it (modules/smartplans/README.md "Who may delete"). */
  canDelete: Type.Boolean(),
});
export type PlanDetail = Static<typeof PlanDetail>;
export const PlanDetailResponse = DataResponse(PlanDetail);
export type PlanDetailResponse = Static<typeof PlanDetailResponse>;

/** GET /api/smartplan/latest/{userId}: the person's latest Published plan and its PDF. */
export const PlanLatest = Type.Object({
  id: Id,
  fileId: Id,
  pdfUrl: Type.String(),
});
export type PlanLatest = Static<typeof PlanLatest>;
export const PlanLatestResponse = DataResponse(PlanLatest);
export type PlanLatestResponse = Static<typeof PlanLatestResponse>;

export const PlanUserParams = Type.Object({ userId: Id }, { additionalProperties: false });
export type PlanUserParams = Static<typeof PlanUserParams>;

/** Dashboard report plansDueForReview ("Smart Plans due for review"). */
export const PlanDueRow = Type.Object({
  id: Id,
  subject: PlanPerson,
  authorId: Type.Union([Id, Type.Null()]),
  reviewDate: ApiDate,
  reviewStatus: Type.Union([Type.Literal('dueSoon'), Type.Literal('overdue')]),
});
export type PlanDueRow = Static<typeof PlanDueRow>;
