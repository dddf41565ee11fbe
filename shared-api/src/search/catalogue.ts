import { EXCLUSION_KEYS, PIL_EXTRA_KEYS } from '../incidentVocabulary';
import type { TermsWithCapitals } from '../terms';
import type { FieldType } from './operators';

/** Where an autocomplete or list field takes its choices from (the screen loads them). */
export type OptionSource =
  | 'serviceUsers'
  | 'staff'
  | 'groups'
  | 'academicYears'
  | 'deescalationTechniques'
  | 'physicalTechniques'
  | 'injurySufferedBy'
  | 'gender'
  | 'ethnicity'
  | 'logTypes'
  | 'quickBehaviours';

/**
 * What a field is about, for the report-type rules (spec 3 §2.4, spec 1 §9): incident answers,
 * the service user the record is about, a behaviour log's answers, a clicker's answers.
 */
export type FieldGroup = 'incident' | 'serviceUser' | 'log' | 'clicker';

export interface SearchFieldDefinition {
  key: string;
  /** The label; `{ServiceUser}` and `{ServiceUsers}` are replaced by the organisation's terms. */
  label: string;
  type: FieldType;
  options?: OptionSource;
  group: FieldGroup;
  /** Only offered when the organisation has enablePILExtras. */
  extras?: boolean;
}

/** A catalogue field with its label in the organisation's terms. */
export interface SearchField extends Omit<SearchFieldDefinition, 'label'> {
  label: string;
}

const EXTRA_LABELS: Record<
  (typeof PIL_EXTRA_KEYS)[number] | (typeof EXCLUSION_KEYS)[number],
  string
> = {
  Bullying: 'Bullying',
  Racist: 'Racist',
  Sexist: 'Sexist',
  Disability: 'Disability',
  Homophobic: 'Homophobic',
  Biphobic: 'Biphobic',
  UseOfDerogatoryLanguage: 'Use Of Derogatory Language',
  AssaultOnStaff: 'Assault On Staff',
  Sexualharassment: 'Sexual Harassment',
  StudentOnStudent: 'Student On Student',
  SelfInjuriousBehaviour: 'Self Injurious Behaviour',
  Suspension: 'Suspension',
  PermanentExclusion: 'Permanent Exclusion',
};

/**
 * Every search field (spec 2 §3.2 search keys; spec 3 §3 field types), in the order the builder
 * lists them. Log fields are labelled 'Log - ...' and clicker fields 'Clicker - ...', which is how
 * the report-type rules recognise them.
 */
export const SEARCH_FIELD_CATALOGUE = [
  {
    key: 'studentName',
    label: '{ServiceUser} Name',
    type: 'autocomplete',
    options: 'serviceUsers',
    group: 'serviceUser',
  },
  { key: 'dateOfIncident', label: 'Date Of Incident', type: 'date', group: 'incident' },
  { key: 'timeOfIncident', label: 'Time Of Incident', type: 'time', group: 'incident' },
  { key: 'location', label: 'Location', type: 'text', group: 'incident' },
  {
    key: 'completedBy',
    label: 'Completed By',
    type: 'autocomplete',
    options: 'staff',
    group: 'incident',
  },
  {
    key: 'staffInvolved',
    label: 'Staff Involved',
    type: 'autocomplete',
    options: 'staff',
    group: 'incident',
  },
  {
    key: 'numberStaffInvolved',
    label: 'Number Of Staff Involved',
    type: 'integer',
    group: 'incident',
  },
  {
    key: 'studentsInvolved',
    label: '{ServiceUsers} Involved',
    type: 'autocomplete',
    options: 'serviceUsers',
    group: 'incident',
  },
  { key: 'lowLevelBehaviour', label: 'Low Level Behaviour', type: 'text', group: 'incident' },
  { key: 'mediumLevelBehaviour', label: 'Medium Level Behaviour', type: 'text', group: 'incident' },
  { key: 'highLevelBehaviour', label: 'High Level Behaviour', type: 'text', group: 'incident' },
  { key: 'recoveryBehaviour', label: 'Recovery Behaviour', type: 'text', group: 'incident' },
  {
    key: 'deescalationTechniques',
    label: 'De-escalation Technique',
    type: 'technique',
    options: 'deescalationTechniques',
    group: 'incident',
  },
  {
    key: 'physicalTechnique',
    label: 'Physical Technique',
    type: 'technique',
    options: 'physicalTechniques',
    group: 'incident',
  },
  {
    key: 'physicalInterventionUsed',
    label: 'Physical Intervention Used',
    type: 'yesno',
    group: 'incident',
  },
  {
    key: 'restrictedPhysicalInterventionUsed',
    label: 'Restrictive Physical Intervention Used',
    type: 'yesno',
    group: 'incident',
  },
  {
    key: 'medicalInterventionRequired',
    label: 'Was anybody injured?',
    type: 'yesno',
    group: 'incident',
  },
  {
    key: 'injurySufferedBy',
    label: 'Injury Suffered By',
    type: 'list',
    options: 'injurySufferedBy',
    group: 'incident',
  },
  // Adherence to the person's Smart Plan (issue 10 §8, server smartplans/README.md).
  { key: 'followPlanQuestion', label: 'Plan - Plan followed', type: 'yesno', group: 'incident' },
  {
    key: 'planAvoidUsed',
    label: 'Plan - Techniques to avoid used',
    type: 'yesno',
    group: 'incident',
  },
  { key: 'injury', label: 'Injury', type: 'text', group: 'incident' },
  { key: 'treatment', label: 'Treatment', type: 'text', group: 'incident' },
  { key: 'serviceuser_age', label: '{ServiceUser} Age', type: 'integer', group: 'serviceUser' },
  {
    key: 'serviceuser_gender',
    label: '{ServiceUser} Gender',
    type: 'list',
    options: 'gender',
    group: 'serviceUser',
  },
  {
    key: 'serviceuser_ethnicity',
    label: '{ServiceUser} Ethnicity',
    type: 'list',
    options: 'ethnicity',
    group: 'serviceUser',
  },
  {
    key: 'serviceuser_academicyear',
    label: '{ServiceUser} Year Group',
    type: 'list',
    options: 'academicYears',
    group: 'serviceUser',
  },
  {
    key: 'serviceuser_usergroup',
    label: '{ServiceUser} Group',
    type: 'autocomplete',
    options: 'groups',
    group: 'serviceUser',
  },
  ...[...PIL_EXTRA_KEYS, ...EXCLUSION_KEYS].map((key) => ({
    key,
    label: EXTRA_LABELS[key],
    type: 'yesno' as const,
    group: 'incident' as const,
    extras: true,
  })),
  {
    key: 'positiveNegative',
    label: 'Log - Type',
    type: 'list',
    options: 'logTypes',
    group: 'log',
  },
  {
    key: 'quickBehaviour',
    label: 'Clicker - Behaviour',
    type: 'list',
    options: 'quickBehaviours',
    group: 'clicker',
  },
] as const satisfies readonly SearchFieldDefinition[];

export type SearchFieldKey = (typeof SEARCH_FIELD_CATALOGUE)[number]['key'];

const BY_KEY: ReadonlyMap<string, SearchFieldDefinition> = new Map(
  SEARCH_FIELD_CATALOGUE.map((field) => [field.key, field]),
);

/** The catalogue entry of `key` (own entries only: 'valueOf' is not a field). */
export function searchFieldDefinition(key: string): SearchFieldDefinition | undefined {
  return BY_KEY.get(key);
}

/** `label` with the organisation's terms filled in. */
export function fieldLabel(
  label: string,
  terms: Pick<TermsWithCapitals, 'ServiceUser' | 'ServiceUsers'>,
) {
  return label
    .replace(/\{ServiceUsers\}/g, terms.ServiceUsers)
    .replace(/\{ServiceUser\}/g, terms.ServiceUser);
}

export interface SearchFieldOptions {
  /** The organisation's enablePILExtras: the discrimination and exclusion flags. */
  enablePILExtras: boolean;
}

/** Every field this organisation may search, labelled in its terms, in catalogue order. */
export function searchFields(
  terms: Pick<TermsWithCapitals, 'ServiceUser' | 'ServiceUsers'>,
  { enablePILExtras }: SearchFieldOptions,
): SearchField[] {
  return SEARCH_FIELD_CATALOGUE.filter(
    (f: SearchFieldDefinition) => !f.extras || enablePILExtras,
  ).map((f) => ({ ...f, label: fieldLabel(f.label, terms) }));
}
