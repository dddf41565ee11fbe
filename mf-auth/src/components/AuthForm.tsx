import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';

const FIELD_SELECTOR = 'input:not([type=hidden]):not(:disabled), select, textarea';

export interface AuthFormProps<V> {
  /** Accessible name of the form. */
  label: string;
  /** May answer field errors found on submit (`{ password: 'Password is too weak' }`). */
  onSubmit: (values: V) => void | SubmissionErrors | Promise<void | SubmissionErrors>;
  initialValues?: Partial<V>;
  children: ReactNode;
}

/**
 * Leaving a field still empty does not mark it touched until a submit was tried: otherwise the
 * 'required' text would appear under the autofocused first field the moment the user clicks
 * 'Forgotten your password?' or 'Sign up', move that link down mid-click and lose the click.
 */
function keepUntouchedWhileEmpty(event: FocusEvent<HTMLFormElement>, form: FormApi) {
  const target = event.target as Partial<HTMLInputElement>;
  const empty = target.type === 'checkbox' ? !target.checked : target.value === '';
  const state = form.getState();
  if (empty && !state.submitFailed && !state.submitSucceeded) event.stopPropagation();
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  // The error texts render on the next commit; focus once they are there.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * A react-final-form form that puts the focus on its first field when it appears and, when a
 * submit is refused, on the first invalid field so its error is read out with it. It re-renders
 * only on submit state: fields subscribe to their own values.
 */
export function AuthForm<V extends object>({
  label,
  onSubmit,
  initialValues,
  children,
}: AuthFormProps<V>) {
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus();
  }, []);

  const submit = async (values: V) => {
    const errors = await onSubmit(values);
    if (errors && Object.keys(errors).length > 0) focusFirstInvalid(ref.current);
    return errors;
  };

  return (
    <Form<V>
      onSubmit={submit}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form }) => (
        <form
          ref={ref}
          noValidate
          aria-label={label}
          onBlurCapture={(event) => keepUntouchedWhileEmpty(event, form as FormApi)}
          onSubmit={(event) => {
            const result = handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(ref.current);
            return result;
          }}
        >
          {children}
        </form>
      )}
    />
  );
}
