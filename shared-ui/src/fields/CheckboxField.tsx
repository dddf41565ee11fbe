import styled from 'styled-components';
import {
  Asterisk,
  describedBy,
  ErrorText,
  FieldWrap,
  Hint,
  type BaseFieldProps,
} from './FieldShell';
import { useFormField } from './useFieldProps';

export type CheckboxFieldProps = BaseFieldProps<boolean | undefined>;

const Label = styled.label`
  display: inline-flex !important;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 400 !important;
  color: inherit !important;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colours.orange};
  }
`;

/** A single boolean checkbox; `required` means it must be ticked (e.g. terms and conditions). */
export function CheckboxField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
}: CheckboxFieldProps) {
  const {
    input,
    error,
    id: fieldId,
  } = useFormField<boolean | undefined>({
    name,
    id,
    required,
    requiredMessage,
    validate,
    config: { type: 'checkbox' },
  });
  return (
    <FieldWrap>
      {hint && <Hint id={`${fieldId}-hint`}>{hint}</Hint>}
      <Label htmlFor={fieldId}>
        <input
          id={fieldId}
          type="checkbox"
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={(event) => input.onChange(event.target.checked)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
        />
        <span>
          {label}
          {required && <Asterisk />}
        </span>
      </Label>
      {error && <ErrorText id={`${fieldId}-error`}>{error}</ErrorText>}
    </FieldWrap>
  );
}
