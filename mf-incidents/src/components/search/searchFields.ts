import type { TermsWithCapitals } from 'shared-api';

export type FieldType =
  'text' | 'autocomplete' | 'list' | 'yesno' | 'date' | 'time' | 'integer' | 'technique';

/** Where an autocomplete or list field takes its choices from. */
export type OptionSource =
  | 'serviceUsers'
  | 'staff'
  | 'groups'
  | 'academicYears'
  | 'deescalationTechniques'
  | 'physicalTechniques'
  | 'injurySufferedBy'
  | 'gender'
  | 'ethnicity';

export interface SearchField {
  key: string;
  label: string;
  type: FieldType;
  options?: OptionSource;
  /** Only offered when the organisation has enablePILExtras. */
  extras?: boolean;
}

const EXTRAS: [string, string][] = [
  ['Bullying', 'Bullying'],
  ['Racist', 'Racist'],
  ['Sexist', 'Sexist'],
  ['Disability', 'Disability'],
  ['Homophobic', 'Homophobic'],
  ['Biphobic', 'Biphobic'],
  ['UseOfDerogatoryLanguage', 'Use Of Derogatory Language'],
  ['AssaultOnStaff', 'Assault On Staff'],
  ['Sexualharassment', 'Sexual Harassment'],
  ['StudentOnStudent', 'Student On Student'],
  ['SelfInjuriousBehaviour', 'Self Injurious Behaviour'],
  ['Suspension', 'Suspension'],
  ['PermanentExclusion', 'Permanent Exclusion'],
];

/**
 * The incident search fields of spec 2 §3.2 (log and clicker fields, positiveNegative and
 * quickBehaviour, belong to the log and clicker reports, not to incident search).
 */
export function incidentSearchFields(
  terms: TermsWithCapitals,
  enablePILExtras: boolean,
): SearchField[] {
  const su = terms.ServiceUser;
  const fields: SearchField[] = [
    { key: 'studentName', label: `${su} Name`, type: 'autocomplete', options: 'serviceUsers' },
    { key: 'dateOfIncident', label: 'Date Of Incident', type: 'date' },
    { key: 'timeOfIncident', label: 'Time Of Incident', type: 'time' },
    { key: 'location', label: 'Location', type: 'text' },
    { key: 'completedBy', label: 'Completed By', type: 'autocomplete', options: 'staff' },
    { key: 'staffInvolved', label: 'Staff Involved', type: 'autocomplete', options: 'staff' },
    { key: 'numberStaffInvolved', label: 'Number Of Staff Involved', type: 'integer' },
    {
      key: 'studentsInvolved',
      label: `${terms.ServiceUsers} Involved`,
      type: 'autocomplete',
      options: 'serviceUsers',
    },
    { key: 'lowLevelBehaviour', label: 'Low Level Behaviour', type: 'text' },
    { key: 'mediumLevelBehaviour', label: 'Medium Level Behaviour', type: 'text' },
    { key: 'highLevelBehaviour', label: 'High Level Behaviour', type: 'text' },
    { key: 'recoveryBehaviour', label: 'Recovery Behaviour', type: 'text' },
    {
      key: 'deescalationTechniques',
      label: 'De-escalation Technique',
      type: 'technique',
      options: 'deescalationTechniques',
    },
    {
      key: 'physicalTechnique',
      label: 'Physical Technique',
      type: 'technique',
      options: 'physicalTechniques',
    },
    { key: 'physicalInterventionUsed', label: 'Physical Intervention Used', type: 'yesno' },
    {
      key: 'restrictedPhysicalInterventionUsed',
      label: 'Restrictive Physical Intervention Used',
      type: 'yesno',
    },
    { key: 'medicalInterventionRequired', label: 'Was anybody injured?', type: 'yesno' },
    {
      key: 'injurySufferedBy',
      label: 'Injury Suffered By',
      type: 'list',
      options: 'injurySufferedBy',
    },
    { key: 'injury', label: 'Injury', type: 'text' },
    { key: 'treatment', label: 'Treatment', type: 'text' },
    { key: 'serviceuser_age', label: `${su} Age`, type: 'integer' },
    { key: 'serviceuser_gender', label: `${su} Gender`, type: 'list', options: 'gender' },
    { key: 'serviceuser_ethnicity', label: `${su} Ethnicity`, type: 'list', options: 'ethnicity' },
    {
      key: 'serviceuser_academicyear',
      label: `${su} Year Group`,
      type: 'list',
      options: 'academicYears',
    },
    { key: 'serviceuser_usergroup', label: `${su} Group`, type: 'autocomplete', options: 'groups' },
    ...EXTRAS.map(([key, label]) => ({ key, label, type: 'yesno' as const, extras: true })),
  ];
  return fields.filter((f) => !f.extras || enablePILExtras);
}

/** Operators per field type (spec 2 §5). */
export function operatorsFor(type: FieldType): string[] {
  switch (type) {
    case 'date':
      return ['on', 'after', 'before'];
    case 'time':
      return ['is', 'after', 'before'];
    case 'integer':
      return [
        'equal to',
        'not equal to',
        'greater than',
        'less than',
        'greater than or equal',
        'less than or equal',
      ];
    case 'technique':
      return ['exists'];
    default:
      return ['is', 'is not'];
  }
}

/** A technique criterion's key: the chosen technique with spaces removed, lowercased. */
export function techniqueKey(technique: string): string {
  return technique.replace(/\s+/g, '').toLowerCase();
}
