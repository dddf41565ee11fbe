import { format, isExists } from 'date-fns';
import { IMPORT_ROLES, isEmailAddress } from 'shared-api/schemas';

/** One problem with one cell; `message` is shown as is. */
export interface FieldProblem {
  field: string;
  message: string;
}

export { ETHNICITIES, GENDERS } from 'shared-api/schemas';
const NAME_MAX = 100;
const TEXT_MAX = 200;

/** Today as yyyy-MM-dd (server time), the latest date of birth accepted. */
export const todayIso = (now = new Date()) => format(now, 'yyyy-MM-dd');

export class RowChecker {
  readonly problems: FieldProblem[] = [];

  fail(field: string, message: string): null {
    return this.raw(field, `${field}: ${message}`);
  }

  /** A problem whose message is shown word for word (no field prefix). */
  raw(field: string, message: string): null {
    this.problems.push({ field, message });
    return null;
  }

  required(field: string, value: string, max = NAME_MAX): string | null {
    if (value === '') return this.fail(field, 'is required');
    return this.text(field, value, max);
  }

  text(field: string, value: string, max = TEXT_MAX): string | null {
    if (value.length > max) return this.fail(field, `must be at most ${max} characters`);
    return value === '' ? null : value;
  }

  email(field: string, value: string, required: boolean): string | null {
    if (value === '') return required ? this.fail(field, 'is required') : null;
    if (value.length > 254 || !isEmailAddress(value)) {
      return this.fail(field, `'${value}' is not a valid e-mail address`);
    }
    return value.toLowerCase();
  }

  oneOf(field: string, value: string, allowed: readonly string[]): string | null {
    if (value === '') return null;
    const lower = value.toLowerCase();
    if (!allowed.includes(lower)) {
      return this.fail(field, `must be ${allowed.join(', ')} or blank`);
    }
    return lower;
  }

  /**
   * dd/mm/yyyy (day and month may be one digit), a real date, not after `todayIso` (yyyy-MM-dd).
   * date-fns `isExists` checks the calendar; its `parse` costs ~0.15 ms a call, too slow for
   * 10,000 rows, so the fixed pattern is read by a regular expression.
   */
  dob(field: string, value: string, todayIso: string): string | null {
    if (value === '') return null;
    const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    const [day, month, year] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
    if (!m || year < 1900 || !isExists(year, month - 1, day)) {
      return this.fail(field, `'${value}' is not a real date written dd/mm/yyyy`);
    }
    const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (iso > todayIso) return this.fail(field, 'cannot be in the future');
    return iso;
  }

  role(field: string, value: string): 'Standard' | 'Admin' | null {
    const key = (Object.keys(IMPORT_ROLES) as (keyof typeof IMPORT_ROLES)[]).find(
      (k) => k.toLowerCase() === value.toLowerCase(),
    );
    if (!key) return this.fail(field, 'must be Restricted or Full User');
    return IMPORT_ROLES[key];
  }
}

/** Marks later occurrences of the same value (case-insensitive) in the file. */
export function duplicateInFile(): (value: string | null, row: number) => number | null {
  const seen = new Map<string, number>();
  return (value, row) => {
    if (value === null) return null;
    const key = value.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, row);
    return null;
  };
}
