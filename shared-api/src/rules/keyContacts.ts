import { isEmailAddress } from './email';

/**
 * A key contact of a service user (parent, carer, social worker), as stored in the user setting
 * `keycontacts` (a JSON list). Every field is text; a missing one reads as ''.
 */
export interface KeyContact {
  firstName: string;
  lastName: string;
  role: string;
  email: string;
  phone: string;
}

/** The user setting key that holds a person's key contacts. */
export const KEY_CONTACTS_KEY = 'keycontacts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The one reading of a stored key-contact list: every entry that is an object is kept (so the Key
 * Contacts tab lists, and saves back, what was stored), the e-mail trimmed. Unreadable JSON or a
 * value that is not a list reads as no contacts.
 */
export function parseKeyContacts(raw: string | null | undefined): KeyContact[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      firstName: text(item.firstName),
      lastName: text(item.lastName),
      role: text(item.role),
      email: text(item.email).trim(),
      phone: text(item.phone),
    }));
}

/**
 * The rule: a contact without a valid e-mail address can be listed but never chosen as a
 * recipient (a report, a Smart Plan, a notification goes only to an address that can receive it).
 */
export function isRecipientContact(contact: Pick<KeyContact, 'email'>): boolean {
  return isEmailAddress(contact.email.trim());
}

/** The contacts a report or plan may be sent to (see isRecipientContact). */
export function recipientContacts<C extends Pick<KeyContact, 'email'>>(
  contacts: readonly C[],
): C[] {
  return contacts.filter(isRecipientContact);
}
