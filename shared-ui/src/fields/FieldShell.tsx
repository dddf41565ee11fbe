import type { ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import styled from 'styled-components';

export const FieldWrap = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  label,
  legend {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
  }
`;

export const inputStyles = `
  font: inherit;
  width: 100%;
  padding: 8px 12px;
  border-radius: 6px;
  min-height: 40px;
  background: #fff;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.border)};
  &:disabled {
    background: ${({ theme }) => theme.colours.background};
  }
`;

export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colours.muted};
`;

export const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colours.danger};
  font-size: 0.875rem;
`;

export const Asterisk = () => (
  <span aria-hidden="true" style={{ color: '#b3261e' }}>
    {' *'}
  </span>
);

/** Error shown once the field was touched (or a submit failed); submit errors from the server too. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  const error = (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)) as
    string | undefined;
  return meta.touched && error ? String(error) : undefined;
}

/** ids for aria-describedby: hint first, then error. */
export function describedBy(
  id: string,
  hint: ReactNode,
  error: string | undefined,
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  /** Groups (radios, checkboxes, time selects) use fieldset + legend instead of a label. */
  group?: boolean;
}

export function FieldFrame({ id, label, required, hint, error, children, group }: FieldFrameProps) {
  const heading = (
    <>
      {label}
      {required && <Asterisk />}
    </>
  );
  const body = (
    <>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </>
  );
  return (
    <FieldWrap>
      {group ? (
        <fieldset
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
        >
          <legend id={`${id}-label`}>{heading}</legend>
          {body}
        </fieldset>
      ) : (
        <>
          <label htmlFor={id} id={`${id}-label`}>
            {heading}
          </label>
          {body}
        </>
      )}
    </FieldWrap>
  );
}

export interface BaseFieldProps<V = unknown> {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Overrides the generic 'This field is required'. */
  requiredMessage?: string;
  validate?: (value: V, allValues?: object) => string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}
