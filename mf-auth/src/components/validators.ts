import { isEmailAddress } from 'shared-api';

export const INVALID_EMAIL = 'Please enter a valid e-mail address';

export function validEmail(value: string | undefined): string | undefined {
  if (!value || !value.trim()) return undefined;
  return isEmailAddress(value.trim()) ? undefined : INVALID_EMAIL;
}
