import { api, request } from 'shared-api';

export const ETHNICITIES = ['white', 'mixed', 'asian', 'black', 'other'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;

/** Fields the edit and profile screens read (spec 3 §7 'get user'). */
export const SERVICE_USER_FIELDS =
  'id,reference,firstName,dob,lastName,email,userName,ethnicity,gender,createdAt';

export interface ServiceUser {
  id: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  dob: string | null;
  email: string | null;
  userName: string | null;
  ethnicity: string | null;
  gender: string | null;
  createdAt: string;
}

/** What the Details form sends: required names, optional rest. */
export interface ServiceUserInput {
  firstName: string;
  lastName: string;
  reference?: string | null;
  dob?: string | null;
  ethnicity?: string | null;
  gender?: string | null;
}

const OPTIONAL_FIELDS = ['reference', 'dob', 'ethnicity', 'gender'] as const;

export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/**
 * Trims the texts. An empty optional value is not sent when creating (an empty dob is sent as
 * undefined, spec 3 §5); when updating it is sent as null, which the server reads as "clear it"
 * (undefined there means "leave as it is", so an emptied field would otherwise come back).
 */
export function cleanServiceUserInput(
  values: Partial<ServiceUserInput>,
  mode: 'create' | 'update',
): ServiceUserInput {
  const input: ServiceUserInput = {
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
  };
  for (const field of OPTIONAL_FIELDS) {
    const text = values[field]?.trim();
    if (text) input[field] = text;
    else if (mode === 'update') input[field] = null;
  }
  return input;
}

export async function createServiceUser(input: ServiceUserInput): Promise<number> {
  const { data } = await api.post<{ id: number } | { id: number }[]>('/api/user', {
    data: { type: 'student', ...input },
  });
  // The contract answers { id }; older servers answered a list of ids.
  const first = Array.isArray(data) ? data[0] : data;
  if (!first || typeof first.id !== 'number') throw new Error('The server did not return an id');
  return first.id;
}

export async function updateServiceUser(id: number, input: ServiceUserInput): Promise<void> {
  await api.put(`/api/user/${id}`, { data: input });
}

/** Soft delete; the server answers data.success 'true'. */
export async function deleteUser(id: number): Promise<void> {
  const { data } = await api.delete<{ success?: string | boolean }>(`/api/user/${id}`);
  if (String(data?.success) !== 'true') throw new Error('The user could not be deleted');
}

/** DELETE with a body (direct access revoke). */
export function deleteWithBody<T>(path: string, body: unknown) {
  return request<T>('DELETE', path, body);
}
