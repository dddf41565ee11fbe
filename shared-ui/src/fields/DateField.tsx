import { useEffect, useState } from 'react';
import { formatDate } from 'shared-api/dates';
import { describedBy, FieldFrame, Input, type BaseFieldProps } from './FieldShell';
import { useFormField } from './useFieldProps';
import { parseDateText, validDate } from './dateValidators';
import type { Validator } from './validators';

export type DateFieldProps = BaseFieldProps<string | undefined>;

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form value is YYYY-MM-DD (ready to send); unfinished text stays as typed and is invalid. */
function display(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return API_DATE.test(value) ? formatDate(value) : value;
}

export function DateField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint = 'For example, 27/03/2024',
  disabled,
  id,
}: DateFieldProps) {
  const {
    input,
    error,
    id: fieldId,
  } = useFormField<string | undefined>({
    name,
    id,
    required,
    requiredMessage,
    validate,
    extraValidators: [validDate as Validator<string | undefined>],
  });
  const [text, setText] = useState(() => display(input.value));

  // Follow values set from outside (initial values arriving, form.change, reset).
  useEffect(() => {
    if ((parseDateText(text) ?? '') !== (input.value ?? '')) setText(display(input.value));
    // Only the form value drives this; text changes are ours.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.value]);

  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <Input
        id={fieldId}
        name={input.name}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          input.onChange(parseDateText(event.target.value));
        }}
        onFocus={input.onFocus}
        onBlur={() => {
          if (typeof input.value === 'string' && API_DATE.test(input.value)) {
            setText(formatDate(input.value));
          }
          input.onBlur();
        }}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        $invalid={Boolean(error)}
        maxLength={10}
      />
    </FieldFrame>
  );
}
