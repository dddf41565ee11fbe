import {
  api,
  ETHNICITIES,
  GENDERS,
  type ServiceUserCreateData,
  type UserWithCpoms,
  type WithFields,
} from 'shared-api';

export { ETHNICITIES, GENDERS };

/** Fields the edit and profile screens read (spec 3 §7 'get user'). */
export const SERVICE_USER_FIELDS =
  'id,reference,firstName,dob,lastName,email,userName,ethnicity,gender,createdAt';

/** A service user as `GET /api/user/{id}` answers SERVICE_USER_FIELDS. */
export type ServiceUser = WithFields<Partial<UserWithCpoms>, typeof SERVICE_USER_FIELDS>;

/** What the Details form sends: required names, optional rest. */
export type ServiceUserInput = Pick<
  ServiceUserCreateData,
  'firstName' | 'lastName' | 'reference' | 'dob' | 'ethnicity' | 'gender'
>;

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
  const { data } = await api.post('/api/user', { body: { data: { type: 'student', ...input } } });
  return data.id;
}

export async function updateServiceUser(id: number, input: ServiceUserInput): Promise<void> {
  await api.put(`/api/user/${id}`, { body: { data: input } });
}

/** Soft delete (the server answers data.success 'true'). */
export async function deleteUser(id: number): Promise<void> {
  await api.delete(`/api/user/${id}`);
}
