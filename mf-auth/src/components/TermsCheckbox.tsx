import { CheckboxField } from 'shared-ui';
import { TermsPanel } from './TermsPanel';

export const TERMS_REQUIRED = 'You must accept the terms and conditions to continue.';

export function TermsCheckbox({ name = 'tandc' }: { name?: string }) {
  return (
    <>
      <TermsPanel />
      <CheckboxField
        name={name}
        label="I have read and accept the terms and conditions and the privacy notice"
        required
        requiredMessage={TERMS_REQUIRED}
      />
    </>
  );
}
