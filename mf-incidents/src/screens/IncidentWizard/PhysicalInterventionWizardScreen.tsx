import { IncidentWizard } from './IncidentWizard';

/** /incident/high-level/:userid/edit/:formId? — the Physical Intervention Report (spec 2 §2.3). */
export function PhysicalInterventionWizardScreen() {
  return <IncidentWizard kind="highlevel" />;
}
