import { useTerms } from 'shared-api';
import { Card, CheckboxField } from 'shared-ui';

/** Organisation switches (stored on the organisation, not as tags). */
export function FeaturesSection() {
  const terms = useTerms();
  return (
    <Card title="Features" aria-label="Features">
      <CheckboxField
        name="enablePILExtras"
        label="Discriminatory, Prejudiced and other Behaviour recording and report"
        hint="Adds the Suspensions and Permanent Exclusions questions and the seventh Analytics card."
      />
      <CheckboxField
        name="aiTermsAccepted"
        label="Accept the AI terms"
        hint={`Turns on AI Insights. Names of ${terms.serviceUserPlural} are pseudonymised before anything leaves the portal.`}
      />
      <CheckboxField
        name="wondeSync"
        label="Wonde sync"
        hint={`${terms.ServiceUsers} are kept up to date from Wonde; ethnicity becomes free text.`}
      />
    </Card>
  );
}
