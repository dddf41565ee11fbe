import { api } from 'shared-api';
import { BESMART_TYPE } from './orgSettings';
import { useApiList } from './useApiList';

export const KEY_CONTACTS_KEY = 'keycontacts';
export const ACADEMIC_YEAR_KEY = 'academicYear';

export interface KeyContact {
  firstName: string;
  lastName: string;
  role: string;
  email: string;
  phone: string;
}

interface UserTagRow {
  id?: number;
  user: number;
  type?: string;
  key: string;
  value: string;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored JSON list of a person's key contacts; unreadable entries are skipped. */
export function parseKeyContacts(raw: string | undefined): KeyContact[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
      .map((item) => ({
        firstName: asText(item.firstName),
        lastName: asText(item.lastName),
        role: asText(item.role),
        email: asText(item.email),
        phone: asText(item.phone),
      }));
  } catch {
    return [];
  }
}

/** Key contacts of one person (setting keycontacts). */
export function useKeyContacts(userId: number | null) {
  const list = useApiList<UserTagRow>(userId === null ? null : '/api/usertag', {
    where: { user: userId, key: KEY_CONTACTS_KEY },
    fields: 'id,user,type,key,value',
    limit: 100,
  });
  return {
    contacts: parseKeyContacts(list.rows[0]?.value),
    loading: list.loading,
    error: list.error,
    reload: list.reload,
  };
}

export async function saveKeyContacts(userId: number, contacts: KeyContact[]): Promise<void> {
  await api.put('/api/usertag', {
    data: [
      {
        user: userId,
        type: KEY_CONTACTS_KEY,
        key: KEY_CONTACTS_KEY,
        value: JSON.stringify(contacts),
      },
    ],
  });
}

/** Year group of one person (setting academicYear, type besmart); undefined when not set. */
export function useAcademicYear(userId: number | null) {
  const list = useApiList<UserTagRow>(userId === null ? null : '/api/usertag', {
    where: { user: userId, key: ACADEMIC_YEAR_KEY },
    fields: 'id,user,type,key,value',
    limit: 100,
  });
  return { year: list.rows[0]?.value, loading: list.loading, reload: list.reload };
}

/** Year group of every service user of the organisation, by user id (the directory column). */
export function useAcademicYears() {
  const list = useApiList<UserTagRow>('/api/usertag', {
    where: { key: ACADEMIC_YEAR_KEY },
    fields: 'user,value',
    limit: 1000,
  });
  const byUser = new Map<number, string>();
  for (const row of list.rows) byUser.set(row.user, row.value);
  return { byUser, loading: list.loading, reload: list.reload };
}

export async function saveAcademicYear(userId: number, year: string): Promise<void> {
  await api.put('/api/usertag', {
    data: [{ user: userId, type: BESMART_TYPE, key: ACADEMIC_YEAR_KEY, value: year }],
  });
}
