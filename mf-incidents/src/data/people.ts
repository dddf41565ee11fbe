import {
  parseKeyContacts as parseStoredKeyContacts,
  recipientContacts,
  useApi,
  type ApiError,
  type GetAnswer,
  type KeyContact,
  type UserWithCpoms,
} from 'shared-api';
import type { SWRResponse } from 'swr';

/** A person as the list and detail routes answer it (`fields=` may narrow it). */
export type Person = Partial<UserWithCpoms> & { id: number };

type PeopleAnswer = SWRResponse<{ data: Person[]; page: { total: number } }, ApiError>;

export type { KeyContact };

/** Service users of the active organisation (not deleted), up to 1000. */
export function useServiceUsers(): PeopleAnswer {
  return useApi('/api/user', {
    query: {
      type: 'student',
      limit: 1000,
      where: { deleted: false },
      fields: 'id,firstName,lastName,reference,type',
    },
  }) as PeopleAnswer;
}

/** Staff of the active organisation (not deleted), up to 1000. */
export function useStaff(): PeopleAnswer {
  return useApi('/api/user', {
    query: {
      type: 'user',
      limit: 1000,
      where: { deleted: false },
      fields: 'id,firstName,lastName,email,jobTitle',
    },
  }) as PeopleAnswer;
}

/** One person; `null` or 'new' fetches nothing. */
export function useServiceUser(
  id: number | string | null | undefined,
): SWRResponse<GetAnswer<`/api/user/${number}`>, ApiError> {
  const valid = id !== null && id !== undefined && id !== 'new' && /^\d+$/.test(String(id));
  return useApi(valid ? `/api/user/${Number(id)}` : null);
}

/**
 * The contacts of a keycontacts tag value that a report may be sent to: the shared reading
 * (shared-api rules/keyContacts.ts), only those with a valid e-mail (the one rule: a contact
 * without one can be listed but never chosen as a recipient).
 */
export function parseKeyContacts(value: string | undefined | null): KeyContact[] {
  return recipientContacts(parseStoredKeyContacts(value));
}

/** Key contacts of a service user (user tag key 'keycontacts'); `data` is [] when none. */
export function useKeyContacts(studentId: number | string | null | undefined): {
  data: KeyContact[] | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
} {
  const valid = studentId !== null && studentId !== undefined && /^\d+$/.test(String(studentId));
  const result = useApi(valid ? '/api/usertag' : null, {
    query: {
      where: { user: Number(studentId), key: 'keycontacts' },
      fields: 'user,type,key,value',
      limit: 100,
    },
  });
  const rows = result.data?.data;
  const data = rows
    ? rows.filter((row) => row.key === 'keycontacts').flatMap((row) => parseKeyContacts(row.value))
    : undefined;
  return { data, error: result.error, isLoading: result.isLoading, mutate: result.mutate };
}
