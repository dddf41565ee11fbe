import styled from 'styled-components';
import { FieldFrame, type BaseFieldProps } from './FieldShell';
import type { SelectOption } from './SelectField';
import { ChoiceRow } from './YesNoField';
import { useFormField } from './useFieldProps';

export interface MultiSelectFieldProps extends BaseFieldProps<string[] | undefined> {
  options: SelectOption[];
}

const Column = styled(ChoiceRow)`
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-height: 280px;
  overflow-y: auto;
`;

/** A list of checkboxes; the value is the array of chosen option values, in option order. */
export function MultiSelectField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
  options,
}: MultiSelectFieldProps) {
  const {
    input,
    error,
    id: fieldId,
  } = useFormField<string[] | undefined>({
    name,
    id,
    required,
    requiredMessage,
    validate,
  });
  const chosen = new Set(Array.isArray(input.value) ? input.value : []);
  const toggle = (value: string) => {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    input.onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error} group>
      <Column>
        {options.map((option, index) => (
          <label key={option.value}>
            <input
              type="checkbox"
              id={index === 0 ? fieldId : undefined}
              name={input.name}
              value={option.value}
              checked={chosen.has(option.value)}
              onChange={() => toggle(option.value)}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              disabled={disabled || option.disabled}
            />
            {option.label}
          </label>
        ))}
      </Column>
    </FieldFrame>
  );
}
