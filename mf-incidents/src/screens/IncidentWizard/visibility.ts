// Conditional sections of spec 2 §4: which questions are on screen for the current answers.
// Hidden answers are neither validated nor sent, so a section switched off leaves no stale data.
import { EXCLUSION_BLOCK_KEYS, INJURY_KEYS, PIL_EXTRA_KEYS } from 'shared-api';
import { isRestraintHidden, RESTRAINT_KEYS } from './restraint';
import { usedIntervention, type WizardValues } from './wizardValues';

export interface VisibilityContext {
  /** A new report (no published formId): the best-interest confirmation is asked. */
  creating: boolean;
  /** Organisation has enablePILExtras. */
  pilExtras?: boolean;
  /** Care plan: the Exclusions block is hidden. */
  hideExclusions?: boolean;
  /** The Physical Intervention Report (high level): it asks the issue 13 restraint questions. */
  highLevel?: boolean;
}

const MEDICAL = new Set([
  'interventions',
  'otherConcerns',
  'firstAidFormCompleted',
  'whyFirstAidFormNotCompleted',
]);
/** The add-injury inputs stage one entry; only the list under `interventions` is an answer. */
const INJURY_ENTRY = new Set<string>(INJURY_KEYS);
const RESTRICTIVE = new Set([
  'breathingMonitored',
  'physicalInterventionDuration',
  'numberStaffInvolved',
]);
const PHYSICAL_PAGE = new Set([
  'physicalTechniques',
  'otherPhysicalTechniques',
  'otherPhysicalTechInfo',
]);
const PIL_EXTRAS = new Set<string>(PIL_EXTRA_KEYS);
const EXCLUSIONS = new Set<string>(EXCLUSION_BLOCK_KEYS);

export function isHidden(key: string, v: WizardValues, ctx: VisibilityContext): boolean {
  if (INJURY_ENTRY.has(key)) return true;
  if (RESTRAINT_KEYS.has(key)) return isRestraintHidden(key, v, Boolean(ctx.highLevel));
  if (MEDICAL.has(key) && v.medicalInterventionRequired !== 'Yes') return true;
  if (key === 'whyFirstAidFormNotCompleted') return v.firstAidFormCompleted !== 'No';
  if (RESTRICTIVE.has(key)) return v.restrictedPhysicalInterventionUsed !== 'Yes';
  if (key === 'dynamicRiskInformation') return v.dynamicRisk !== 'Yes';
  if (key === 'followPlanResponse') return v.followPlanQuestion === 'Yes';
  if (key === 'bestInterest') return v.bestInterestQuestion === 'N/A';
  if (key === 'bestInterestConfirmQuestion') {
    return !ctx.creating || v.bestInterestQuestion !== 'No';
  }
  if (key === 'allowStaffToCollaborate') {
    return !Array.isArray(v.staffInvolved) || v.staffInvolved.length === 0;
  }
  if (PHYSICAL_PAGE.has(key)) return !usedIntervention(v);
  if (PIL_EXTRAS.has(key) || EXCLUSIONS.has(key)) {
    if (!ctx.pilExtras) return true;
    if (EXCLUSIONS.has(key) && ctx.hideExclusions) return true;
    if (key === 'SuspensionDays') return v.Suspension !== 'Yes';
    if (key === 'PermanentExclusionCount') return v.PermanentExclusion !== 'Yes';
  }
  return false;
}

/** Next Page is disabled while creating with best interest No and its confirmation No (§5). */
export function blockedByBestInterest(v: WizardValues, ctx: VisibilityContext): boolean {
  return ctx.creating && v.bestInterestQuestion === 'No' && v.bestInterestConfirmQuestion !== 'Yes';
}
