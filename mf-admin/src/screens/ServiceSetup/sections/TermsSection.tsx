import { Card, TextField } from 'shared-ui';

/** The organisation's words for the people it supports and for itself (all four required). */
export function TermsSection() {
  return (
    <Card title="Terms" aria-label="Terms">
      <p>
        These words replace &lsquo;service user&rsquo; and &lsquo;service&rsquo; across the portal.
      </p>
      <TextField name="serviceTerm" label="Service" required maxLength={50} />
      <TextField name="serviceTermPlural" label="Plural service" required maxLength={50} />
      <TextField name="serviceUserTerm" label="Service user" required maxLength={50} />
      <TextField name="serviceUserTermPlural" label="Plural service user" required maxLength={50} />
    </Card>
  );
}
