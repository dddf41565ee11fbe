import { useTerms } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { Card, CheckboxField, usePeopleNames } from 'shared-ui';

export interface FeaturesSectionProps {
  /** Who turned the AI terms on, and when, as the server recorded it (null while they are off). */
  aiTermsAcceptedBy: number | null;
  aiTermsAcceptedAt: string | null;
}

/** "Accepted by Lauren Fisher on 24/11/2026" (the name only while they are a member). */
function acceptanceText(name: string | undefined, at: string): string {
  return `Accepted${name ? ` by ${name}` : ''} on ${formatDate(at, 'dd/MM/yyyy')}.`;
}

/** Organisation switches (stored on the organisation, not as tags). */
export function FeaturesSection({ aiTermsAcceptedBy, aiTermsAcceptedAt }: FeaturesSectionProps) {
  const terms = useTerms();
  const names = usePeopleNames('user', aiTermsAcceptedBy ? [aiTermsAcceptedBy] : []);
  const acceptedBy = aiTermsAcceptedBy
    ? names.optionOf(String(aiTermsAcceptedBy))?.label
    : undefined;
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
        hint={`Turns on AI Insights. Names of ${terms.serviceUserPlural} are pseudonymised before anything leaves the portal.${
          aiTermsAcceptedAt ? ` ${acceptanceText(acceptedBy, aiTermsAcceptedAt)}` : ''
        }`}
      />
      <CheckboxField
        name="wondeSync"
        label="Wonde sync"
        hint={`${terms.ServiceUsers} are kept up to date from Wonde; ethnicity becomes free text.`}
      />
    </Card>
  );
}
