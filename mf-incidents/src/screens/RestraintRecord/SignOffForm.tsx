// Manager sign-off (issue 13 §3): a lead reads the record, notes the conversation with the staff
// and signs the version shown as accurate. Shown to leads and administrators only.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Card, CheckboxField, SubmitButton, TextField, toast } from 'shared-ui';
import { nowParts, postSignOff, toInstant, type SignOffData } from '../../data/restraint';
import { Actions, DateTimeFields, errorText, FormError } from './formParts';

interface Values {
  spokeWithStaffAtDate?: string;
  spokeWithStaffAtTime?: string;
  conversationNote?: string;
  accurate?: boolean;
}

export const SIGN_OFF_TITLE = 'Manager sign-off';
export const ACCURATE_LABEL = 'I have read this record and I sign it as accurate';

export function signOffBody(values: Values): SignOffData | string {
  const spokeWithStaffAt = toInstant(values.spokeWithStaffAtDate, values.spokeWithStaffAtTime);
  if (!spokeWithStaffAt) return 'When you spoke with the staff';
  if (!values.conversationNote?.trim()) return 'Notes of the conversation with the staff';
  if (values.accurate !== true) return ACCURATE_LABEL;
  return { spokeWithStaffAt, conversationNote: values.conversationNote.trim(), accurate: true };
}

export function SignOffForm({
  reference,
  version,
  onSaved,
}: {
  reference: number;
  version: number;
  onSaved: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const now = nowParts();
  return (
    <Card title={SIGN_OFF_TITLE} aria-label={SIGN_OFF_TITLE}>
      <p>You are signing version {version} of this record.</p>
      <Form<Values>
        initialValues={{ spokeWithStaffAtDate: now.date, spokeWithStaffAtTime: now.time }}
        onSubmit={async (values, form) => {
          const body = signOffBody(values);
          if (typeof body === 'string') {
            setError(`Please complete '${body}' before saving`);
            return;
          }
          setError(null);
          try {
            await postSignOff(reference, body);
            toast.success('Record signed off');
            form.restart({ ...form.getState().initialValues });
            onSaved();
          } catch (e) {
            setError(errorText(e));
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={SIGN_OFF_TITLE}>
            <DateTimeFields name="spokeWithStaffAt" label="When you spoke with the staff" />
            <TextField
              name="conversationNote"
              label="Notes of the conversation with the staff"
              multiline={4}
              required
            />
            <CheckboxField name="accurate" label={ACCURATE_LABEL} required />
            <FormError message={error} />
            <Actions>
              <SubmitButton disabled={submitting}>Sign off</SubmitButton>
            </Actions>
          </form>
        )}
      />
    </Card>
  );
}
