import { useMemo } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTerms } from 'shared-api';
import { SearchableSelectField } from 'shared-ui';
import { useServiceUsers } from '../data/people';
import { serviceUserOptions } from './serviceUserOptions';

interface CommonProps {
  /** Defaults to the organisation's term, e.g. "Service User". */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

function useServiceUserOptions() {
  const { data, isLoading, error } = useServiceUsers();
  const options = useMemo(() => serviceUserOptions(data?.data ?? []), [data]);
  return { options, isLoading, error };
}

export interface ServiceUserPickerFieldProps extends CommonProps {
  /** react-final-form field name; its value is the chosen service user's id as text. */
  name: string;
}

/**
 * Searchable service user picker for use inside a react-final-form form (case-insensitive name
 * match; only people with first and last names; sorted by full name).
 */
export function ServiceUserPickerField({
  name,
  label,
  required,
  disabled,
  placeholder,
  id,
}: ServiceUserPickerFieldProps) {
  const terms = useTerms();
  const { options, isLoading } = useServiceUserOptions();
  return (
    <SearchableSelectField
      name={name}
      id={id}
      label={label ?? terms.ServiceUser}
      required={required}
      disabled={disabled}
      options={options}
      placeholder={isLoading ? 'Loading...' : (placeholder ?? `Search for a ${terms.serviceUser}`)}
    />
  );
}

export interface ServiceUserPickerProps extends CommonProps {
  /** The chosen service user's id, or null. */
  value: number | null;
  onChange: (id: number | null) => void;
}

/** The same picker as a controlled component (no surrounding form needed). */
export function ServiceUserPicker({ value, onChange, ...rest }: ServiceUserPickerProps) {
  const initialValues = useMemo(
    () => ({ person: value === null ? undefined : String(value) }),
    [value],
  );
  return (
    <Form
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={() => (
        <>
          <ServiceUserPickerField name="person" {...rest} />
          <FormSpy
            subscription={{ values: true }}
            onChange={({ values }) => {
              const raw = (values as { person?: string }).person;
              const next = raw ? Number(raw) : null;
              if (next !== value) onChange(next);
            }}
          />
        </>
      )}
    />
  );
}
