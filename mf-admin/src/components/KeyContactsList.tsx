import styled from 'styled-components';
import type { KeyContact } from '../data/userTags';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  strong {
    color: ${({ theme }) => theme.colours.deepBlue};
  }
`;

export interface KeyContactsListProps {
  contacts: KeyContact[];
  emptyText: string;
  /** Optional action per contact (e.g. Remove on the edit screen). */
  action?: (contact: KeyContact, index: number) => React.ReactNode;
}

/** Key contacts as text: name, role, e-mail, phone. */
export function KeyContactsList({ contacts, emptyText, action }: KeyContactsListProps) {
  if (contacts.length === 0) return <p>{emptyText}</p>;
  return (
    <List aria-label="Key contacts">
      {contacts.map((contact, index) => (
        <li key={`${contact.email}-${index}`}>
          <strong>
            {contact.firstName} {contact.lastName}
          </strong>
          {contact.role && <span> ({contact.role})</span>}
          <div>{contact.email}</div>
          {contact.phone && <div>{contact.phone}</div>}
          {action?.(contact, index)}
        </li>
      ))}
    </List>
  );
}
