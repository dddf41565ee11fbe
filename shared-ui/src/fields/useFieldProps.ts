import { useId } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { composeValidators, required as requiredValidator, type Validator } from './validators';
import { visibleError } from './FieldShell';

interface Options<V> {
  name: string;
  id?: string;
  required?: boolean;
  requiredMessage?: string;
  validate?: Validator<V>;
  extraValidators?: Validator<V>[];
  config?: Omit<UseFieldConfig, 'validate'>;
}

/** useField + required/validate composition + a stable id + the error to show. */
export function useFormField<V = unknown>({
  name,
  id,
  required,
  requiredMessage,
  validate,
  extraValidators = [],
  config,
}: Options<V>) {
  const generated = useId();
  const fieldId = id ?? `field-${name.replace(/[^\w-]/g, '-')}-${generated.replace(/:/g, '')}`;
  const field = useField<V>(name, {
    ...config,
    validate: composeValidators<V>(
      required ? (requiredValidator(requiredMessage) as Validator<V>) : undefined,
      ...extraValidators,
      validate,
    ),
  });
  return { ...field, id: fieldId, error: visibleError(field.meta) };
}
