/**
 * How the server reads each search field of the shared catalogue (shared-api/search: keys, types,
 * operators and value rules live there, and the builders use the same tables). `source` says
 * where the value lives:
 * - response: an answer (form_responses.question_key = key) of the submission;
 * - injury: an answer under `key`, or the same field of an entry of the `interventions` JSON list;
 * - subject: the submission's service user (subject_id);
 * - idList: an answer holding a JSON list of user ids (`is` = the list contains the id);
 * - userColumn / age / academicYear / userGroup: the service user's details (serviceuser_*);
 * - techniqueList: the deescalationTechniques / physicalTechniques answers;
 * - planAvoid: the incident rated as used a technique its person's Smart Plan marks Avoid
 *   (planAvoid.ts).
 */
import { EXCLUSION_KEYS, PIL_EXTRA_KEYS } from 'shared-api/incidents';
import { techniqueKey, type SearchFieldKey } from 'shared-api/search';

export type FieldSource =
  | { kind: 'response' }
  | { kind: 'injury' }
  | { kind: 'subject' }
  | { kind: 'idList' }
  | { kind: 'userColumn'; column: 'gender' | 'ethnicity' }
  | { kind: 'age' }
  | { kind: 'academicYear' }
  | { kind: 'userGroup' }
  | { kind: 'techniqueList'; lists: readonly TechniqueList[] }
  | { kind: 'planAvoid' };

const response = { kind: 'response' } as const;
const injury = { kind: 'injury' } as const;
const idList = { kind: 'idList' } as const;

export const DEESCALATION_LISTS = ['deescalationTechniques'] as const;
export const PHYSICAL_LISTS = ['physicalTechniques', 'physicalTechnique'] as const;

/** A technique list answer (question key). */
export type TechniqueList = (typeof DEESCALATION_LISTS)[number] | (typeof PHYSICAL_LISTS)[number];

/** The list name submission_facts.technique_keys uses for each (migration 0016). */
export const TECHNIQUE_FACT_LIST: Readonly<Record<TechniqueList, 'deescalation' | 'physical'>> = {
  deescalationTechniques: 'deescalation',
  physicalTechniques: 'physical',
  physicalTechnique: 'physical',
};

/**
 * One source per catalogue key: the type makes a catalogue field without a way to read it a
 * compile error, so every field a builder offers is one the server can search.
 */
export const FIELD_SOURCES: Readonly<Record<SearchFieldKey, FieldSource>> = {
  lowLevelBehaviour: response,
  mediumLevelBehaviour: response,
  highLevelBehaviour: response,
  recoveryBehaviour: response,
  deescalationTechniques: { kind: 'techniqueList', lists: DEESCALATION_LISTS },
  physicalTechnique: { kind: 'techniqueList', lists: PHYSICAL_LISTS },
  physicalInterventionUsed: response,
  restrictedPhysicalInterventionUsed: response,
  medicalInterventionRequired: response,
  injurySufferedBy: injury,
  injury,
  treatment: injury,
  dateOfIncident: response,
  timeOfIncident: response,
  location: response,
  positiveNegative: response,
  studentName: { kind: 'subject' },
  studentsInvolved: idList,
  staffInvolved: idList,
  completedBy: response,
  serviceuser_age: { kind: 'age' },
  serviceuser_gender: { kind: 'userColumn', column: 'gender' },
  serviceuser_ethnicity: { kind: 'userColumn', column: 'ethnicity' },
  serviceuser_academicyear: { kind: 'academicYear' },
  serviceuser_usergroup: { kind: 'userGroup' },
  quickBehaviour: response,
  numberStaffInvolved: response,
  followPlanQuestion: response,
  planAvoidUsed: { kind: 'planAvoid' },
  ...(Object.fromEntries(
    [...PIL_EXTRA_KEYS, ...EXCLUSION_KEYS].map((key) => [key, response]),
  ) as Record<(typeof PIL_EXTRA_KEYS)[number] | (typeof EXCLUSION_KEYS)[number], FieldSource>),
};

/** Technique names the wizard offers by default (spec 2 §3.2), as search keys. */
export const DEFAULT_TECHNIQUE_KEYS = [
  'calmTalking',
  'listening',
  'optionsOffered',
  'socialSpace',
  'plannedIgnoring',
  'negotiation',
  'successReminded',
  'contingentTouch',
  'positiveStrategies',
  'doubleElbow',
  'caringGuide',
  'wrap',
  'figureFour',
  'singleElbow',
  'singleElbowSeats',
  'friendlyEscort',
  'seatedWrap',
].map(techniqueKey);

export { techniqueKey };
