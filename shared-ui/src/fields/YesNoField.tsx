import styled from 'styled-components';
import { FieldFrame, type BaseFieldProps } from './FieldShell';
import { useFormField } from './useFieldProps';

export interface YesNoFieldProps extends BaseFieldProps<string | undefined> {
  /** Stored values (default 'Yes' / 'No'; some answers store 'true' / 'false'). */
  yesValue?: string;
  noValue?: string;
  yesLabel?: string;
  noLabel?: string;
}

export const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 400;
    color: inherit;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colours.orange};
  }
`;

export function YesNoField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
  yesValue = 'Yes',
  noValue = 'No',
  yesLabel = 'Yes',
  noLabel = 'No',
}: YesNoFieldProps) {
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
  const choices = [
    { value: yesValue, label: yesLabel },
    { value: noValue, label: noLabel },
  ];
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error} group>
      <ChoiceRow
        role="radiogroup"
        aria-labelledby={`${fieldId}-label`}
        aria-required={required || undefined}
      >
        {choices.map((choice, index) => (
          <label key={choice.value}>
            <input
              type="radio"
              id={index === 0 ? fieldId : undefined}
              name={input.name}
              value={choice.value}
              checked={input.value === choice.value}
              onChange={() => input.onChange(choice.value)}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              disabled={disabled}
            />
            {choice.label}
          </label>
        ))}
      </ChoiceRow>
    </FieldFrame>
  );
}
