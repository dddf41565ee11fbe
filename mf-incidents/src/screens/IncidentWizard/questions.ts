// Question texts by questionKey. {ServiceUser}, {serviceUser} and {service} are replaced with the
// organisation's terms (shared-api withTerms); the same text is sent as questionText.
import {
  BEHAVIOUR_DETAIL_KEYS,
  PIL_EXTRA_KEYS,
  withTerms,
  YES_NO_ANSWERS,
  YES_NO_NA_ANSWERS,
  type TermsWithCapitals,
} from 'shared-api';

const TEXTS: Record<string, string> = {
  studentName: '{ServiceUser} Name',
  dateOfIncident: 'Date of Incident',
  timeOfIncident: 'Time of Incident',
  location: 'Location',
  completedBy: 'Completed By',
  staffInvolved: 'Staff Involved',
  studentsInvolved: '{ServiceUsers} Involved',
  witnesses: 'Witnesses',
  hurtingSelf: 'Hurting self?',
  hurtingOthers: 'Hurting others?',
  propertyDamage: 'Damage to property?',
  behaviour: 'Other behaviour?',
  commitOffence: 'Committing an offence?',
  followPlanQuestion: "Did staff follow the {serviceUser}'s Smart Behaviour Plan?",
  followPlanResponse: 'If not, why not?',
  bestInterestQuestion: "Were the actions taken in the {serviceUser}'s best interest?",
  bestInterestConfirmQuestion:
    "I confirm the actions taken were not in the {serviceUser}'s best interest and I wish to continue",
  bestInterest: 'Please explain',
  allowStaffToCollaborate: 'Allow the staff involved to collaborate on this report?',
  dynamicRisk: 'Was a dynamic risk assessment carried out?',
  dynamicRiskInformation: 'Dynamic risk assessment information',
  restrictedPhysicalInterventionUsed: 'Was restrictive physical intervention used?',
  physicalInterventionUsed: 'Was physical intervention used?',
  breathingMonitored: 'Was breathing monitored?',
  physicalInterventionDuration: 'Duration of physical intervention (minutes)',
  numberStaffInvolved: 'Number of staff involved',
  medicalInterventionRequired: 'Was anybody injured?',
  injurySufferedBy: 'Injury suffered by',
  injurySufferedName: 'Name of the injured person',
  injury: 'Injury',
  treatment: 'Treatment',
  injuryTreatedBy: 'Treated by',
  interventions: 'Injuries',
  otherConcerns: 'Other concerns',
  firstAidFormCompleted: 'Was a first aid form completed?',
  whyFirstAidFormNotCompleted: 'Why was the first aid form not completed?',
  incidentDescription: 'Description of the incident',

  // Issue 13 (Physical Intervention Report): who did what, restrictive interventions, DfE texts.
  staffRoles: 'What each member of staff did',
  restrictiveInterventions: 'Restraint and seclusion',
  whatHappenedBefore: 'What happened before the incident?',
  whyForceNecessary: 'Why was force necessary?',
  supportAfterwards: 'What support was given afterwards?',
  senStatusAtTime: 'Special educational needs at the time',

  lowLevelBehaviour: 'Low level behaviour',
  lowLevelResponse: 'Low level: how did staff respond?',
  lowLevelStrategy: 'Low level: what other strategies could be tried?',
  mediumLevelBehaviour: 'Medium level behaviour',
  mediumLevelResponse: 'Medium level: how did staff respond?',
  mediumLevelStrategy: 'Medium level: what other strategies could be tried?',
  highLevelBehaviour: 'High level behaviour',
  highLevelResponse: 'High level: how did staff respond?',
  highLevelStrategy: 'High level: what other strategies could be tried?',
  recoveryBehaviour: 'Recovery behaviour',
  recoveryResponse: 'Recovery: how did staff respond?',
  recoveryStrategy: 'Recovery: what other strategies could be tried?',

  deescalationTechniques: 'De-escalation techniques',
  otherTechniques: 'Other',
  otherTechniquesInfo: 'Other - Please elaborate',
  physicalTechniques: 'Physical techniques',
  otherPhysicalTechniques: 'Other',
  otherPhysicalTechInfo: 'Other - Please elaborate',

  studentBehaviour: "What was the {serviceUser}'s point of view?",
  studentResponse: 'How was the {serviceUser} feeling?',
  studentStrategy: 'What strategy could the {serviceUser} use next time?',
  likelyTriggers: 'What were the likely triggers?',
  adjustments: 'What adjustments could be made?',
  comments: 'Any other comments',
  Bullying: 'Bullying',
  Racist: 'Racist',
  Sexist: 'Sexist',
  Disability: 'Disability',
  Homophobic: 'Homophobic',
  Biphobic: 'Biphobic',
  UseOfDerogatoryLanguage: 'Use of derogatory language',
  AssaultOnStaff: 'Assault on staff',
  Sexualharassment: 'Sexual harassment',
  StudentOnStudent: '{ServiceUser} on {serviceUser}',
  SelfInjuriousBehaviour: 'Self-injurious behaviour',
  Suspension: 'Suspension',
  SuspensionDays: 'Number of days of suspension',
  PermanentExclusion: 'Permanent exclusion',
  PermanentExclusionCount: 'Number of permanent exclusions',

  notify: 'Send this report to key contacts',
};

/** The question's label with the organisation's terms; the key itself when unknown. */
export function questionText(key: string, terms: TermsWithCapitals): string {
  const text = TEXTS[key];
  return text ? withTerms(text, terms) : key;
}

const asOptions = (answers: readonly string[]) => answers.map((value) => ({ value, label: value }));

export const YES_NO = asOptions(YES_NO_ANSWERS);

export const YES_NO_NA = asOptions(YES_NO_NA_ANSWERS);

/** injurySufferedBy options: the service user term, Staff, Other (spec 2 §3.2). */
export function injurySufferedByOptions(terms: TermsWithCapitals) {
  return [terms.ServiceUser, 'Staff', 'Other'].map((value) => ({ value, label: value }));
}

export const BEHAVIOUR_KEYS = [...BEHAVIOUR_DETAIL_KEYS];

export { PIL_EXTRA_KEYS };
