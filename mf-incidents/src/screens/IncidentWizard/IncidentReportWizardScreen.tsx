import { IncidentWizard } from './IncidentWizard';

/** /incident/:userid/edit/:formId? — the low-level Incident Report wizard (spec 2 §2.2). */
export function IncidentReportWizardScreen() {
  return <IncidentWizard kind="lowlevel" />;
}
