import { parseDisplayDate, toApiDate } from 'shared-api';

export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

export const REQUIRED_MESSAGE = 'This field is required';
export const INVALID_DATE_MESSAGE = 'Enter a date as dd/mm/yyyy';

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function required(message: string = REQUIRED_MESSAGE): Validator {
  return (value) => (isEmpty(value) ? message : undefined);
}

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** DateField values are YYYY-MM-DD once valid; anything else still typed is invalid. */
export const validDate: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && API_DATE.test(value) && toApiDate(value) === value
    ? undefined
    : INVALID_DATE_MESSAGE;
};

/** First error wins. */
export function composeValidators<V>(...validators: (Validator<V> | undefined)[]): Validator<V> {
  return (value, allValues) => {
    for (const validate of validators) {
      const error = validate?.(value, allValues);
      if (error) return error;
    }
    return undefined;
  };
}

/** dd/mm/yyyy text -> YYYY-MM-DD; empty -> undefined; unfinished text kept (so it fails validDate). */
export function parseDateText(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const date = parseDisplayDate(text);
  return date ? toApiDate(date) : text;
}
