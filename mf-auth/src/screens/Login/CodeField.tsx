import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';

export const CODE_MESSAGE = 'Please enter the 6-digit code from the e-mail';

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colours.deepBlue};
`;

const Input = styled.input<{ $invalid: boolean }>`
  font: inherit;
  font-size: 1.5rem;
  letter-spacing: 0.4em;
  /* six digits plus their spacing, in the input's own (larger) font size */
  width: 8em;
  box-sizing: border-box;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.border)};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colours.danger};
  font-size: 0.875rem;
`;

const Wrap = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

function validateCode(value: string | undefined): string | undefined {
  return /^\d{6}$/.test((value ?? '').trim()) ? undefined : CODE_MESSAGE;
}

/** A one-time-code input: digits only, six of them, the phone keypad on mobiles. */
export function CodeField({ name, label }: { name: string; label: string }) {
  const id = `code-${useId().replace(/:/g, '')}`;
  const { input, meta } = useField<string>(name, { validate: validateCode });
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  return (
    <Wrap>
      <Label htmlFor={id}>
        {label}
        <span aria-hidden="true" style={{ color: '#b3261e' }}>
          {' *'}
        </span>
      </Label>
      <Input
        id={id}
        name={input.name}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        $invalid={Boolean(error)}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Wrap>
  );
}
