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
