import { useApi, type ApiError, type ApiResponse, type User } from 'shared-api';
import type { SWRResponse } from 'swr';

/** A person as the list and detail routes answer it (`fields=` may narrow it). */
export type Person = Partial<User> & { id: number };

export interface KeyContact {
  firstName: string;
  lastName: string;
  email: string;
  role?: string;
  phone?: string;
}

/** Service users of the active organisation (not deleted), up to 1000. */
export function useServiceUsers(): SWRResponse<ApiResponse<Person[]>, ApiError> {
  return useApi<Person[]>('/api/user', {
    type: 'student',
    limit: 1000,
    where: { deleted: false },
    fields: 'id,firstName,lastName,reference,type',
  });
}

/** Staff of the active organisation (not deleted), up to 1000. */
export function useStaff(): SWRResponse<ApiResponse<Person[]>, ApiError> {
  return useApi<Person[]>('/api/user', {
    type: 'user',
    limit: 1000,
    where: { deleted: false },
    fields: 'id,firstName,lastName,email,jobTitle',
  });
}

/** One person; `null` or 'new' fetches nothing. */
export function useServiceUser(
  id: number | string | null | undefined,
): SWRResponse<ApiResponse<User>, ApiError> {
  const valid = id !== null && id !== undefined && id !== 'new' && /^\d+$/.test(String(id));
  return useApi<User>(valid ? `/api/user/${id}` : null);
}

/** Parses a keycontacts tag value; anything that is not a list of contacts with an e-mail is dropped. */
export function parseKeyContacts(value: string | undefined | null): KeyContact[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (c): c is KeyContact =>
        Boolean(c) && typeof c === 'object' && typeof (c as KeyContact).email === 'string',
    );
  } catch {
    return [];
  }
}

interface TagRow {
  key?: string;
  value?: string;
  user?: number;
  type?: string;
}

/** Key contacts of a service user (user tag key 'keycontacts'); `data` is [] when none. */
export function useKeyContacts(studentId: number | string | null | undefined): {
  data: KeyContact[] | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
} {
  const valid = studentId !== null && studentId !== undefined && /^\d+$/.test(String(studentId));
  const result = useApi<TagRow[]>(valid ? '/api/usertag' : null, {
    where: { user: Number(studentId), key: 'keycontacts' },
    fields: 'user,type,key,value',
    limit: 100,
  });
  const rows = result.data?.data;
  const data = rows
    ? rows.filter((row) => row.key === 'keycontacts').flatMap((row) => parseKeyContacts(row.value))
    : undefined;
  return { data, error: result.error, isLoading: result.isLoading, mutate: result.mutate };
}
