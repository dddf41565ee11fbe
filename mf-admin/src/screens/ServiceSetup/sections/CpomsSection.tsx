import { Card, CheckboxField, TextField } from 'shared-ui';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
export const DOMAIN_MESSAGE = 'Enter a domain such as school.cpoms.net';
const validDomain = (value?: string) =>
  value && !DOMAIN.test(value.trim()) ? DOMAIN_MESSAGE : undefined;

/**
 * CPOMS: shown only when the organisation has a cpomsDomain (spec 3 §2.16). The domain is first
 * set by a global administrator (`ConnectCpoms`), after which the organisation's admins see this.
 */
export function CpomsSection() {
  return (
    <Card title="CPOMS" aria-label="CPOMS">
      <TextField name="cpomsDomain" label="CPOMS domain" maxLength={253} validate={validDomain} />
      <CheckboxField
        name="cpomsEnabled"
        label="CPOMS enabled"
        hint="Incidents can be pushed to CPOMS."
      />
      <CheckboxField
        name="cpomsSyncEverything"
        label="Sync everything to CPOMS"
        hint="Every published incident is pushed, not only those chosen by a lead."
      />
      <TextField
        name="cpomsApiKey"
        label="CPOMS API key"
        hint="Stored securely and never shown again; leave blank to keep the current key."
        autoComplete="off"
        maxLength={500}
      />
    </Card>
  );
}

/** Global administrators only, before an organisation has a CPOMS domain. */
export function ConnectCpoms() {
  return (
    <Card title="Connect CPOMS" aria-label="Connect CPOMS">
      <TextField
        name="cpomsDomain"
        label="CPOMS domain"
        hint="Only global administrators can connect an organisation to CPOMS. The CPOMS settings appear once the domain is saved."
        maxLength={253}
        validate={validDomain}
      />
    </Card>
  );
}
