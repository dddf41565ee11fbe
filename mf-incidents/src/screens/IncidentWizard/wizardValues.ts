// The wizard's form values: one react-final-form state shared by every page, so moving between
// pages keeps what was typed (spec 2 §4).
import { INJURY_KEYS as INJURY_FIELD_KEYS, PIL_EXTRA_KEYS, type YesNoAnswer } from 'shared-api';

/** One injury of the list stored as JSON under `interventions` (spec 2 §3.2). */
export interface Injury {
  injurySufferedBy: string;
  injury: string;
  treatment: string;
  injurySufferedName: string;
  injuryTreatedBy: string;
}

export const INJURY_KEYS = INJURY_FIELD_KEYS satisfies readonly (keyof Injury)[];

/** Effectiveness per technique name: '1'..'10' or 'n/a' (unrated techniques are absent). */
export type TechniqueRatings = Record<string, string>;

export type YesNo = YesNoAnswer;

/**
 * Form values by question key. Keys are the spec's questionKeys, so mapping to and from responses
 * is by name; text answers are strings, id lists string arrays (as the multi-select holds them).
 */
export interface WizardValues {
  [key: string]: unknown;
  studentName?: string;
  dateOfIncident?: string;
  timeOfIncident?: string;
  location?: string;
  completedBy?: string;
  staffInvolved?: string[];
  studentsInvolved?: string[];
  interventions?: Injury[];
  deescalationTechniques?: TechniqueRatings;
  physicalTechniques?: TechniqueRatings;
  notify?: string[];
}

/** Defaults of spec 2 §3.2 / §9 for a new report. */
export function defaultValues(studentId: string | undefined): WizardValues {
  return {
    studentName: studentId,
    timeOfIncident: '12:00',
    bestInterestQuestion: 'Yes',
    bestInterestConfirmQuestion: 'No',
    allowStaffToCollaborate: 'Yes',
    restrictedPhysicalInterventionUsed: 'No',
    physicalInterventionUsed: 'No',
    medicalInterventionRequired: 'No',
    staffInvolved: [],
    studentsInvolved: [],
    interventions: [],
    deescalationTechniques: {},
    physicalTechniques: {},
  };
}

/** The PIL extras answers default to 'No' when the extras are on (spec 2 §3.2). */
export function pilExtraDefaults(): WizardValues {
  return Object.fromEntries(PIL_EXTRA_KEYS.map((key) => [key, 'No']));
}

export const usedIntervention = (values: WizardValues): boolean =>
  values.restrictedPhysicalInterventionUsed === 'Yes' || values.physicalInterventionUsed === 'Yes';
