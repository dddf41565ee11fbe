import { useId, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Button, Card } from 'shared-ui';
import type { Lead } from '../setupModel';
import { AddRow, Help, ItemList } from './editorStyles';

interface Props {
  name: 'behaviourLeads' | 'safeguardingLeads';
  title: string;
  help: ReactNode;
  /** Safeguarding e-mails are compared case-insensitively, so they are stored lowercased. */
  lowercaseEmail?: boolean;
}

const EMPTY: Lead = { firstName: '', lastName: '', phone: '', email: '' };
const FIELDS: { key: keyof Lead; label: string; type: string }[] = [
  { key: 'firstName', label: 'First name', type: 'text' },
  { key: 'lastName', label: 'Last name', type: 'text' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
];

function describe(lead: Lead): string {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  return [name, lead.phone, lead.email].filter(Boolean).join(' · ');
}

/** A list of leads; a new one is added only when at least one of its fields is filled in. */
export function LeadsEditor({ name, title, help, lowercaseEmail }: Props) {
  const { input } = useField<Lead[]>(name, { subscription: { value: true } });
  const leads = Array.isArray(input.value) ? input.value : [];
  const [draft, setDraft] = useState<Lead>(EMPTY);
  const baseId = useId();
  const filled = Object.values(draft).some((value) => value.trim() !== '');

  const add = () => {
    if (!filled) return;
    const email = draft.email.trim();
    const lead: Lead = {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      phone: draft.phone.trim(),
      email: lowercaseEmail ? email.toLowerCase() : email,
    };
    input.onChange([...leads, lead]);
    setDraft(EMPTY);
  };

  return (
    <Card title={title} aria-label={title}>
      <Help>{help}</Help>
      <ItemList aria-label={`${title} list`}>
        {leads.map((lead, index) => (
          <li key={`${lead.email}-${index}`}>
            <span>{describe(lead)}</span>
            <Button
              variant="link"
              aria-label={`Remove ${describe(lead)}`}
              onClick={() => input.onChange(leads.filter((_, i) => i !== index))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ItemList>
      <AddRow>
        {FIELDS.map((field) => (
          <div key={field.key}>
            <label htmlFor={`${baseId}-${field.key}`}>{field.label}</label>
            <input
              id={`${baseId}-${field.key}`}
              type={field.type}
              value={draft[field.key]}
              maxLength={field.key === 'email' ? 254 : field.key === 'phone' ? 50 : 100}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            />
          </div>
        ))}
        <Button variant="secondary" disabled={!filled} onClick={add}>
          Add
        </Button>
      </AddRow>
    </Card>
  );
}
