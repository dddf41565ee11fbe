import { useState } from 'react';
import styled from 'styled-components';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { describedBy, FieldFrame, Input, type BaseFieldProps } from './FieldShell';
import { useFormField } from './useFieldProps';

export interface PasswordFieldProps extends BaseFieldProps<string | undefined> {
  autoComplete?: 'current-password' | 'new-password';
  /** Shows the PasswordStrengthMeter under the input (new passwords). */
  showStrength?: boolean;
  userInputs?: string[];
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Toggle = styled.button`
  font: inherit;
  white-space: nowrap;
  background: none;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0 ${({ theme }) => theme.space(3)};
  cursor: pointer;
  color: ${({ theme }) => theme.colours.deepBlue};
`;

export function PasswordField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
  autoComplete = 'current-password',
  showStrength = false,
  userInputs,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
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
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <Row>
        <Input
          id={fieldId}
          name={input.name}
          type={visible ? 'text' : 'password'}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          $invalid={Boolean(error)}
        />
        <Toggle
          type="button"
          aria-pressed={visible}
          aria-controls={fieldId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </Toggle>
      </Row>
      {showStrength && (
        <PasswordStrengthMeter password={input.value ?? ''} userInputs={userInputs} />
      )}
    </FieldFrame>
  );
}
