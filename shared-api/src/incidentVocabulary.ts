/**
 * The incident forms' vocabulary (spec 2 §3.2, spec 3 §2.16): question keys and answer values that
 * the wizard, the server's rules, search and PDF, and Service Setup all name alike. Plain data, so
 * the server imports it as 'shared-api/incidents' without the browser entry.
 */

export const YES_NO_ANSWERS = ['Yes', 'No'] as const;
export type YesNoAnswer = (typeof YES_NO_ANSWERS)[number];

export const YES_NO_NA_ANSWERS = [...YES_NO_ANSWERS, 'N/A'] as const;

/** The positiveNegative answer of a behaviour log. */
export const LOG_TYPES = ['Positive', 'Negative', 'N/A'] as const;
export type LogType = (typeof LOG_TYPES)[number];

/** The stages of the Behaviour Details page, in page order. */
export const BEHAVIOUR_STAGES = ['lowLevel', 'mediumLevel', 'highLevel', 'recovery'] as const;

/** Behaviour, Response and Strategy of each stage: lowLevelBehaviour .. recoveryStrategy. */
export const BEHAVIOUR_DETAIL_KEYS: readonly string[] = BEHAVIOUR_STAGES.flatMap((stage) => [
  `${stage}Behaviour`,
  `${stage}Response`,
  `${stage}Strategy`,
]);

/** The Post Incident Learning questions a published incident report must answer. */
export const PIL_REQUIRED_KEYS = [
  'studentBehaviour',
  'studentResponse',
  'studentStrategy',
  'likelyTriggers',
] as const;

/** Every Post Incident Learning question before the extras, in page order. */
export const PIL_KEYS = [...PIL_REQUIRED_KEYS, 'adjustments', 'comments'] as const;

/** Yes/No questions of the Post Incident Learning extras (organisation setting enablePILExtras). */
export const PIL_EXTRA_KEYS = [
  'Bullying',
  'Racist',
  'Sexist',
  'Disability',
  'Homophobic',
  'Biphobic',
  'UseOfDerogatoryLanguage',
  'AssaultOnStaff',
  'Sexualharassment',
  'StudentOnStudent',
  'SelfInjuriousBehaviour',
] as const;

/** Yes/No questions of the Exclusions block of the extras (hidden on the Care plan). */
export const EXCLUSION_KEYS = ['Suspension', 'PermanentExclusion'] as const;

/** The Exclusions block with the number asked after each Yes, in page order. */
export const EXCLUSION_BLOCK_KEYS = [
  'Suspension',
  'SuspensionDays',
  'PermanentExclusion',
  'PermanentExclusionCount',
] as const;

/** A required answer of the incident page; `after` names the answer that opens a follow-up question. */
export interface RequiredAnswer {
  key: string;
  after?: { key: string; answer: string };
}

/**
 * The incident page's required answers of a published incident report (spec 2 §5), in page order:
 * one table for the wizard (which asks for them, hidden follow-ups excepted) and the server (which
 * refuses a report without them). The person (studentName) is the submission's subject and is
 * checked as such by the server. Behaviour details (BEHAVIOUR_DETAIL_KEYS) are required on the
 * physical intervention report, Post Incident Learning by PIL_REQUIRED_KEYS, the extras by
 * PIL_EXTRA_KEYS (with enablePILExtras) and EXCLUSION_REQUIRED_KEYS (not on the Care plan).
 */
export const INCIDENT_PAGE_REQUIRED: readonly RequiredAnswer[] = [
  { key: 'dateOfIncident' },
  { key: 'timeOfIncident' },
  { key: 'location' },
  { key: 'completedBy' },
  { key: 'staffInvolved' },
  { key: 'studentsInvolved' },
  {
    key: 'breathingMonitored',
    after: { key: 'restrictedPhysicalInterventionUsed', answer: 'Yes' },
  },
  {
    key: 'physicalInterventionDuration',
    after: { key: 'restrictedPhysicalInterventionUsed', answer: 'Yes' },
  },
  {
    key: 'numberStaffInvolved',
    after: { key: 'restrictedPhysicalInterventionUsed', answer: 'Yes' },
  },
  { key: 'medicalInterventionRequired' },
  { key: 'whyFirstAidFormNotCompleted', after: { key: 'firstAidFormCompleted', answer: 'No' } },
];

/** Required answers of the Exclusions block (SuspensionDays after Suspension = Yes); the count is optional. */
export const EXCLUSION_REQUIRED_KEYS = [
  'Suspension',
  'SuspensionDays',
  'PermanentExclusion',
] as const;

/** Fields of one injury of the `interventions` JSON list, in column order. */
export const INJURY_KEYS = [
  'injurySufferedBy',
  'injurySufferedName',
  'injury',
  'treatment',
  'injuryTreatedBy',
] as const;

/** De-escalation techniques every new organisation starts with (all selected). */
export const DEFAULT_DEESCALATION_TECHNIQUES: readonly string[] = [
  'Empathy',
  'Verbal advice and support',
  'Giving Space',
  'Reassurance',
  'Scripts',
  'Negotiation',
  'Positive Choices',
  'Humour',
  'Logical Consequences',
  'Tactical Ignoring',
  'Take up time',
  'Time-out',
  'Supportive touch',
  'Transfer staff',
];

/** Physical techniques every new organisation starts with (all selected). */
export const DEFAULT_PHYSICAL_TECHNIQUES: readonly string[] = [
  'Figure of 4',
  'Single elbow',
  'Break way techniques',
  'Team Control',
  'Guiding hold',
  'Double Embrace',
];
