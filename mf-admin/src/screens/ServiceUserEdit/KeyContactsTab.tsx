import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Spinner, toast } from 'shared-ui';
import { KeyContactsList } from '../../components/KeyContactsList';
import { errorText } from '../../data/errors';
import { saveKeyContacts, useKeyContacts, type KeyContact } from '../../data/userTags';

const EMPTY: KeyContact = { firstName: '', lastName: '', role: '', email: '', phone: '' };

const FIELDS: { name: keyof KeyContact; label: string; type: 'text' | 'email' | 'tel' }[] = [
  { name: 'firstName', label: 'First Name', type: 'text' },
  { name: 'lastName', label: 'Last Name', type: 'text' },
  { name: 'role', label: 'Role', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  label {
    display: flex;
    flex-direction: column;
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)};
  }
`;

export const NO_CONTACTS_TEXT = 'No key contacts added';

/** The add rule of spec 3 §2.9: first name, last name and e-mail must be filled in. */
export function canAddContact(draft: KeyContact): boolean {
  return [draft.firstName, draft.lastName, draft.email].every((v) => v.trim() !== '');
}

/** Spec 3 §2.9 Key Contacts: a local list, written only by Save ('Key Contacts added'). */
export function KeyContactsTab({ userId }: { userId: number }) {
  const stored = useKeyContacts(userId);
  const [contacts, setContacts] = useState<KeyContact[] | null>(null);
  const [draft, setDraft] = useState<KeyContact>(EMPTY);
  const [saving, setSaving] = useState(false);

  // The local list starts from the stored one once it has arrived.
  useEffect(() => {
    if (!stored.loading && contacts === null) setContacts(stored.contacts);
  }, [stored.loading, stored.contacts, contacts]);

  if (contacts === null) return <Spinner />;

  const add = () => {
    if (!canAddContact(draft)) return;
    const trimmed = Object.fromEntries(
      Object.entries(draft).map(([k, v]) => [k, v.trim()]),
    ) as unknown as KeyContact;
    setContacts([...contacts, trimmed]);
    setDraft(EMPTY);
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveKeyContacts(userId, contacts);
      toast.success('Key Contacts added');
      await stored.reload();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Key Contacts">
      <KeyContactsList
        contacts={contacts}
        emptyText={NO_CONTACTS_TEXT}
        action={(contact, index) => (
          <Button
            variant="link"
            aria-label={`Remove ${contact.firstName} ${contact.lastName}`}
            onClick={() => setContacts(contacts.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        )}
      />
      <Grid>
        {FIELDS.map((field) => (
          <label key={field.name} htmlFor={`contact-${field.name}`}>
            {field.label}
            <input
              id={`contact-${field.name}`}
              type={field.type}
              value={draft[field.name]}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            />
          </label>
        ))}
      </Grid>
      <Button variant="secondary" disabled={!canAddContact(draft)} onClick={add}>
        Add Contact
      </Button>{' '}
      <Button disabled={saving} onClick={() => void save()}>
        Save
      </Button>
    </Card>
  );
}
