import { useMemo } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTerms } from 'shared-api';
import { type PeopleSource } from 'shared-ui';
import { PersonSelectField } from 'shared-ui/pickers';

interface CommonProps {
  /** Defaults to the organisation's term, e.g. "Service User". */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

// Searched on the server as the user types (GET /api/user?q=), the chosen id named through
// GET /api/user?ids=: no organisation is too large (issue 14 §7).
const SERVICE_USERS: PeopleSource = { type: 'student' };

export interface ServiceUserPickerFieldProps extends CommonProps {
  /** react-final-form field name; its value is the chosen service user's id as text. */
  name: string;
}

/**
 * Searchable service user picker for use inside a react-final-form form: a single-choice
 * type-ahead (shared-ui PersonSelectField) searching the organisation's service users by name.
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
  return (
    <PersonSelectField
      name={name}
      id={id}
      label={label ?? terms.ServiceUser}
      required={required}
      disabled={disabled}
      source={SERVICE_USERS}
      placeholder={placeholder ?? `Search for a ${terms.serviceUser}`}
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
