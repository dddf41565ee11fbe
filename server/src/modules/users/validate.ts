import { ETHNICITIES, GENDERS, isEmailAddress, type SenStatus } from 'shared-api/schemas';
import { badRequest } from '../../platform/errors';

/** Service-user fields as stored: null clears; undefined leaves the stored value unchanged. */
export interface ServiceUserValues {
  firstName: string;
  lastName: string;
  reference?: string | null;
  dob?: string | null;
  email?: string | null;
  ethnicity?: string | null;
  gender?: string | null;
  cpomsId?: string | null;
  senStatus?: SenStatus;
}

export interface ServiceUserInput {
  firstName: string;
  lastName: string;
  reference?: string | null;
  dob?: string | null;
  email?: string | null;
  ethnicity?: string | null;
  gender?: string | null;
  cpomsId?: string | null;
  /** Checked by the route schema (none, senSupport, ehcPlan); undefined leaves it unchanged. */
  senStatus?: SenStatus;
}

export function requiredName(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw badRequest(`${field}: is required`);
  return text;
}

/** '' and null clear a value; undefined leaves it alone; other text is trimmed. */
function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const text = value.trim();
  return text === '' ? null : text;
}

function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** YYYY-MM-DD, a real calendar date, not in the future and not before 1900. */
export function checkDob(
  value: string | null | undefined,
  today = new Date(),
): string | null | undefined {
  const dob = optionalText(value);
  if (dob === undefined || dob === null) return dob;
  if (!isCalendarDate(dob)) throw badRequest('dob: must be a date written YYYY-MM-DD');
  const todayText = today.toISOString().slice(0, 10);
  if (dob > todayText) throw badRequest('dob: cannot be in the future');
  if (dob < '1900-01-01') throw badRequest('dob: must be after 1900');
  return dob;
}

export function checkEmail(value: string | null | undefined): string | null | undefined {
  const email = optionalText(value);
  if (email === undefined || email === null) return email;
  if (!isEmailAddress(email)) throw badRequest('email: must be an e-mail address');
  return email.toLowerCase();
}

/**
 * firstName/lastName required; dob a past date; ethnicity and gender from the spec's lists (or
 * blank), ethnicity free text when the organisation syncs from Wonde.
 */
export function checkServiceUser(
  input: ServiceUserInput,
  opts: { wondeSync: boolean },
): ServiceUserValues {
  const out: ServiceUserValues = {
    firstName: requiredName('firstName', input.firstName),
    lastName: requiredName('lastName', input.lastName),
    reference: optionalText(input.reference),
    dob: checkDob(input.dob),
    email: checkEmail(input.email),
    cpomsId: optionalText(input.cpomsId),
    ...(input.senStatus !== undefined ? { senStatus: input.senStatus } : {}),
  };
  const ethnicity = optionalText(input.ethnicity);
  if (ethnicity !== undefined && ethnicity !== null && !opts.wondeSync) {
    if (!(ETHNICITIES as readonly string[]).includes(ethnicity.toLowerCase())) {
      throw badRequest(`ethnicity: must be one of ${ETHNICITIES.join(', ')} or blank`);
    }
    out.ethnicity = ethnicity.toLowerCase();
  } else {
    out.ethnicity = ethnicity;
  }
  const gender = optionalText(input.gender);
  if (gender !== undefined && gender !== null) {
    if (!(GENDERS as readonly string[]).includes(gender.toLowerCase())) {
      throw badRequest(`gender: must be one of ${GENDERS.join(', ')} or blank`);
    }
    out.gender = gender.toLowerCase();
  } else {
    out.gender = gender;
  }
  return out;
}
