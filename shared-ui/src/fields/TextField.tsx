import type { HTMLInputTypeAttribute } from 'react';
import styled from 'styled-components';
import { describedBy, FieldFrame, Input, inputStyles, type BaseFieldProps } from './FieldShell';
import { useFormField } from './useFieldProps';

export interface TextFieldProps extends BaseFieldProps<string | undefined> {
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'url' | 'number' | 'search'>;
  placeholder?: string;
  autoComplete?: string;
  /** Renders a textarea with this many rows. */
  multiline?: number;
  maxLength?: number;
}

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.border)};
  resize: vertical;
`;

export function TextField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
  type = 'text',
  placeholder,
  autoComplete,
  multiline,
  maxLength,
}: TextFieldProps) {
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
  });
  const a11y = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, hint, error),
    'aria-required': required || undefined,
    $invalid: Boolean(error),
  };
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      {multiline ? (
        <TextArea
          {...a11y}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          rows={multiline}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={maxLength}
        />
      ) : (
        <Input
          {...a11y}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          disabled={disabled}
          maxLength={maxLength}
        />
      )}
    </FieldFrame>
  );
}
