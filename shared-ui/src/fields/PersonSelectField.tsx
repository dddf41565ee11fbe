import type { BaseFieldProps } from './FieldShell';
import { PersonSelect, type PersonSelectProps } from './PersonSelect';
import { useFormField } from './useFieldProps';

export interface PersonSelectFieldProps
  extends
    BaseFieldProps<string | undefined>,
    Pick<
      PersonSelectProps,
      'options' | 'source' | 'placeholder' | 'maxShown' | 'noMatchesText' | 'unknownLabel'
    > {}

/**
 * PersonSelect as a react-final-form field: the value is the chosen person's id as text (a stored
 * number is read as its text), nothing when none is chosen.
 */
export function PersonSelectField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
  ...select
}: PersonSelectFieldProps) {
  const {
    input,
    error,
    id: fieldId,
  } = useFormField<string | undefined>({ name, id, required, requiredMessage, validate });
  const raw: unknown = input.value;
  const value =
    typeof raw === 'number' || (typeof raw === 'string' && raw !== '') ? String(raw) : undefined;
  return (
    <PersonSelect
      {...select}
      id={fieldId}
      name={input.name}
      label={label}
      required={required}
      hint={hint}
      error={error}
      disabled={disabled}
      value={value}
      onChange={(next) => input.onChange(next)}
      onFocus={() => input.onFocus()}
      onBlur={() => input.onBlur()}
    />
  );
}
