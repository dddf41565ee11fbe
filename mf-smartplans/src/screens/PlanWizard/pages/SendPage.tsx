import { Link } from 'react-router-dom';
import { MultiSelectField } from 'shared-ui';
import type { PlanKeyContact, PlanPrefill } from '../../../data/plans';
import { fullName } from '../../../data/people';

export const NOTIFY_LABEL = 'Send this report to key contacts';

export function contactLabel(contact: PlanKeyContact): string {
  const name = fullName(contact);
  const role = contact.role ? `, ${contact.role}` : '';
  return name ? `${name}${role} (${contact.email})` : contact.email;
}

/** Tab 5 'Send Report': the key contacts to send a copy to (required when there are any). */
export function SendPage({
  subject,
  contacts,
}: {
  subject: PlanPrefill['subject'] | null;
  contacts: PlanKeyContact[];
}) {
  if (!subject) return <p>Choose the person this plan is for on the first tab.</p>;
  const name = fullName(subject);
  if (contacts.length === 0) {
    return (
      <p>
        There are no key contacts for {name}. A key contact can be added on{' '}
        <Link to={`/serviceuser/${subject.id}/profile`}>{name}&apos;s profile</Link>.
      </p>
    );
  }
  return (
    <MultiSelectField
      name="notify"
      label={NOTIFY_LABEL}
      required
      options={contacts.map((c) => ({ value: c.email, label: contactLabel(c) }))}
    />
  );
}
