// The date validators, apart from validators.ts so the main 'shared-ui' entry (login forms) does
// not pull date-fns: they are exported from 'shared-ui/dates' with DateField.
import { parseDisplayDate, toApiDate } from 'shared-api/dates';
import { INVALID_DATE_MESSAGE, isEmpty, type Validator } from './validators';

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** DateField values are YYYY-MM-DD once valid; anything else still typed is invalid. */
export const validDate: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && API_DATE.test(value) && toApiDate(value) === value
    ? undefined
    : INVALID_DATE_MESSAGE;
};

/** dd/mm/yyyy text -> YYYY-MM-DD; empty -> undefined; unfinished text kept (so it fails validDate). */
export function parseDateText(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const date = parseDisplayDate(text);
  return date ? toApiDate(date) : text;
}
