import type { BaseFieldProps } from './FieldShell';
import { PersonPicker, type PersonPickerProps } from './PersonPicker';
import { useFormField } from './useFieldProps';

export interface PersonPickerFieldProps
  extends
    BaseFieldProps<string[] | undefined>,
    Pick<
      PersonPickerProps,
      'options' | 'source' | 'placeholder' | 'maxShown' | 'noMatchesText' | 'unknownLabel'
    > {}

/** PersonPicker as a react-final-form field: the value is the array of chosen values. */
export function PersonPickerField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
  ...picker
}: PersonPickerFieldProps) {
  const {
    input,
    error,
    id: fieldId,
  } = useFormField<string[] | undefined>({ name, id, required, requiredMessage, validate });
  return (
    <PersonPicker
      {...picker}
      id={fieldId}
      name={input.name}
      label={label}
      required={required}
      hint={hint}
      error={error}
      disabled={disabled}
      value={Array.isArray(input.value) ? input.value : []}
      onChange={(next) => input.onChange(next)}
      onFocus={() => input.onFocus()}
      onBlur={() => input.onBlur()}
    />
  );
}
