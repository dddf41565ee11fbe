import { useApi } from 'shared-api';

/** A person row as the list routes answer it (`fields=` narrows it, so every column is optional). */
interface PersonRow {
  id?: number;
  firstName?: string | null;
  lastName?: string | null;
}

export const fullName = (p: { firstName?: string | null; lastName?: string | null }) =>
  `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();

/** Service users of the active organisation (not deleted), up to 1000 (spec 1 §9). */
export function useServiceUsers() {
  return useApi('/api/user', {
    query: {
      type: 'student',
      limit: 1000,
      where: { deleted: false },
      fields: 'id,firstName,lastName,reference,type',
    },
  });
}

/** Staff of the active organisation (not deleted), up to 1000. */
export function useStaff() {
  return useApi('/api/user', {
    query: {
      type: 'user',
      limit: 1000,
      where: { deleted: false },
      fields: 'id,firstName,lastName,email',
    },
  });
}

/** Choices of a person select: people with both names, sorted by full name. */
export function personOptions(people: readonly PersonRow[] | undefined) {
  return (people ?? [])
    .filter((p) => p.id !== undefined && p.firstName?.trim() && p.lastName?.trim())
    .map((p) => ({ value: String(p.id), label: fullName(p) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
