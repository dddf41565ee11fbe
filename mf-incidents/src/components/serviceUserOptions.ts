import type { SelectOption } from 'shared-ui';
import type { Person } from '../data/people';

/** "First Last", trimmed. */
export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return `${person.firstName?.trim() ?? ''} ${person.lastName?.trim() ?? ''}`.trim();
}

/**
 * Picker options: only people with both a first and a last name, sorted by full name
 * (case-insensitive); the value is the service user's id as text.
 */
export function serviceUserOptions(people: readonly Person[]): SelectOption[] {
  return people
    .filter((p) => Boolean(p.firstName?.trim()) && Boolean(p.lastName?.trim()))
    .map((p) => ({ value: String(p.id), label: fullName(p) }))
    .sort(
      (a, b) =>
        a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }) ||
        Number(a.value) - Number(b.value),
    );
}
