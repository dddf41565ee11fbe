import styled from 'styled-components';
import { describedBy, FieldFrame, inputStyles, type BaseFieldProps } from './FieldShell';
import { useFormField } from './useFieldProps';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends BaseFieldProps<string | undefined> {
  options: SelectOption[];
  /** First, empty choice (default 'Please select'); pass null for none. */
  placeholder?: string | null;
}

export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.border)};
`;

export function SelectField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
  options,
  placeholder = 'Please select',
}: SelectFieldProps) {
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
    // An empty choice means "no value", not the empty string.
    config: { parse: (value: string) => (value === '' ? undefined : value) },
  });
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <Select
        id={fieldId}
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        $invalid={Boolean(error)}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
