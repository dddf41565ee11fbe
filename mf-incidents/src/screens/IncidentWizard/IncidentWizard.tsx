import { useParams } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { useExistingReport } from './data/useExistingReport';
import type { WizardKind } from './steps';
import { WizardForm } from './WizardForm';

/** Both incident wizards: loads the report or draft, then the form (spec 2 §2.2, §2.3, §4). */
export function IncidentWizard({ kind }: { kind: WizardKind }) {
  const { userid, formId } = useParams();
  const existing = useExistingReport(kind, userid, formId);
  if (existing.state === 'loading') return <Spinner label="Loading the report" />;
  if (existing.state === 'error') return <p role="alert">{existing.message}</p>;
  return (
    <WizardForm
      key={`${userid}-${formId ?? ''}`}
      kind={kind}
      userid={userid}
      formId={formId}
      report={existing.report}
      loadedValues={existing.values}
    />
  );
}
