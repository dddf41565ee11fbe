/**
 * Search field keys of spec 2 §3.2 and how each is read. `source` says where the value lives:
 * - response: an answer (form_responses.question_key = key) of the submission;
 * - injury: an answer under `key`, or the same field of an entry of the `interventions` JSON list;
 * - subject: the submission's service user (subject_id);
 * - idList: an answer holding a JSON list of user ids (`is` = the list contains the id);
 * - person: a column or setting of the service user (serviceuser_*);
 * - technique: the deescalationTechniques / physicalTechniques answers.
 */
import { EXCLUSION_KEYS, PIL_EXTRA_KEYS } from 'shared-api/incidents';

export type FieldType =
  'text' | 'autocomplete' | 'list' | 'yesno' | 'date' | 'time' | 'integer' | 'technique';

export type FieldSource =
  | { kind: 'response' }
  | { kind: 'injury' }
  | { kind: 'subject' }
  | { kind: 'idList' }
  | { kind: 'userColumn'; column: 'gender' | 'ethnicity' }
  | { kind: 'age' }
  | { kind: 'academicYear' }
  | { kind: 'userGroup' }
  | { kind: 'techniqueList'; lists: readonly string[] };

export interface FieldSpec {
  type: FieldType;
  source: FieldSource;
}

const response = { kind: 'response' } as const;
const field = (type: FieldType, source: FieldSource = response): FieldSpec => ({ type, source });

export const DEESCALATION_LISTS = ['deescalationTechniques'] as const;
export const PHYSICAL_LISTS = ['physicalTechniques', 'physicalTechnique'] as const;

/** Yes/No questions of the Post Incident Learning extras (spec 2 §3.2). */
const YES_NO_FLAGS = [...PIL_EXTRA_KEYS, ...EXCLUSION_KEYS];

export const SEARCH_FIELDS: Readonly<Record<string, FieldSpec>> = {
  lowLevelBehaviour: field('text'),
  mediumLevelBehaviour: field('text'),
  highLevelBehaviour: field('text'),
  recoveryBehaviour: field('text'),
  deescalationTechniques: field('technique', { kind: 'techniqueList', lists: DEESCALATION_LISTS }),
  physicalTechnique: field('technique', { kind: 'techniqueList', lists: PHYSICAL_LISTS }),
  physicalTechniques: field('technique', { kind: 'techniqueList', lists: PHYSICAL_LISTS }),
  physicalInterventionUsed: field('yesno'),
  restrictedPhysicalInterventionUsed: field('yesno'),
  medicalInterventionRequired: field('yesno'),
  injurySufferedBy: field('list', { kind: 'injury' }),
  injury: field('text', { kind: 'injury' }),
  treatment: field('text', { kind: 'injury' }),
  dateOfIncident: field('date'),
  timeOfIncident: field('time'),
  location: field('text'),
  positiveNegative: field('list'),
  studentName: field('autocomplete', { kind: 'subject' }),
  studentsInvolved: field('autocomplete', { kind: 'idList' }),
  staffInvolved: field('autocomplete', { kind: 'idList' }),
  completedBy: field('autocomplete'),
  serviceuser_age: field('integer', { kind: 'age' }),
  serviceuser_gender: field('list', { kind: 'userColumn', column: 'gender' }),
  serviceuser_ethnicity: field('list', { kind: 'userColumn', column: 'ethnicity' }),
  serviceuser_academicyear: field('list', { kind: 'academicYear' }),
  serviceuser_usergroup: field('list', { kind: 'userGroup' }),
  quickBehaviour: field('list'),
  numberStaffInvolved: field('integer'),
  ...Object.fromEntries(YES_NO_FLAGS.map((key) => [key, field('yesno')])),
};

/** Operators each type accepts (spec 2 §5); `exists` belongs to technique keys. */
export const OPERATORS_BY_TYPE: Readonly<Record<FieldType, readonly string[]>> = {
  text: ['is', 'is not'],
  autocomplete: ['is', 'is not'],
  list: ['is', 'is not'],
  yesno: ['is', 'is not'],
  technique: ['is', 'is not'],
  date: ['on', 'after', 'before'],
  time: ['is', 'after', 'before'],
  integer: [
    'equal to',
    'not equal to',
    'greater than',
    'less than',
    'greater than or equal',
    'less than or equal',
  ],
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

/** "Technique fields send a key made from the chosen value with spaces removed and lowercased". */
export function techniqueKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}
