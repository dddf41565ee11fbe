import { api, KEY_CONTACTS_KEY, parseKeyContacts, type KeyContact } from 'shared-api';
import { BESMART_TYPE } from './orgSettings';
import { useApiList } from './useApiList';

export { KEY_CONTACTS_KEY, parseKeyContacts, type KeyContact };
export const ACADEMIC_YEAR_KEY = 'academicYear';

const TAG_FIELDS = 'id,user,type,key,value';

/** Key contacts of one person (setting keycontacts). */
export function useKeyContacts(userId: number | null) {
  const list = useApiList(userId === null ? null : '/api/usertag', {
    where: { user: userId, key: KEY_CONTACTS_KEY },
    fields: TAG_FIELDS,
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
    body: {
      data: [
        {
          user: userId,
          type: KEY_CONTACTS_KEY,
          key: KEY_CONTACTS_KEY,
          value: JSON.stringify(contacts),
        },
      ],
    },
  });
}

/** Year group of one person (setting academicYear, type besmart); undefined when not set. */
export function useAcademicYear(userId: number | null) {
  const list = useApiList(userId === null ? null : '/api/usertag', {
    where: { user: userId, key: ACADEMIC_YEAR_KEY },
    fields: TAG_FIELDS,
    limit: 100,
  });
  return { year: list.rows[0]?.value, loading: list.loading, reload: list.reload };
}

/** Year group of every service user of the organisation, by user id (the directory column). */
export function useAcademicYears() {
  const list = useApiList('/api/usertag', {
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
    body: { data: [{ user: userId, type: BESMART_TYPE, key: ACADEMIC_YEAR_KEY, value: year }] },
  });
}
