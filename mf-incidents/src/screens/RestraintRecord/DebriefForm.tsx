// Child debrief (issue 13 §3): who spoke with the child, when, and the child's view.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Card, SubmitButton, TextField, toast } from 'shared-ui';
import { PersonSelectField } from 'shared-ui/pickers';
import { nowParts, postDebrief, toInstant, type DebriefData } from '../../data/restraint';
import { Actions, DateTimeFields, errorText, FormError } from './formParts';

interface Values {
  debriefAtDate?: string;
  debriefAtTime?: string;
  debriefBy?: string;
  childView?: string;
}

export function debriefBody(values: Values, childViewLabel: string): DebriefData | string {
  const debriefAt = toInstant(values.debriefAtDate, values.debriefAtTime);
  if (!debriefAt) return 'When the debrief took place';
  if (!values.debriefBy) return 'Debrief by';
  if (!values.childView?.trim()) return childViewLabel;
  return { debriefAt, debriefBy: Number(values.debriefBy), childView: values.childView.trim() };
}

export function DebriefForm({
  reference,
  me,
  serviceUser,
  onSaved,
}: {
  reference: number;
  me: number | undefined;
  /** The organisation's term for the person, lower case ("child", "pupil"...). */
  serviceUser: string;
  onSaved: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const title = `${serviceUser.charAt(0).toUpperCase()}${serviceUser.slice(1)} debrief`;
  const childViewLabel = `The ${serviceUser}'s view`;
  const now = nowParts();
  return (
    <Card title={title} aria-label={title}>
      <Form<Values>
        initialValues={{
          debriefAtDate: now.date,
          debriefAtTime: now.time,
          debriefBy: me ? String(me) : undefined,
        }}
        onSubmit={async (values, form) => {
          const body = debriefBody(values, childViewLabel);
          if (typeof body === 'string') {
            setError(`Please complete '${body}' before saving`);
            return;
          }
          setError(null);
          try {
            await postDebrief(reference, body);
            toast.success('Debrief saved');
            form.restart({ ...form.getState().initialValues });
            onSaved();
          } catch (e) {
            setError(errorText(e));
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <DateTimeFields name="debriefAt" label="When the debrief took place" />
            <PersonSelectField
              name="debriefBy"
              label="Debrief by"
              required
              source={{ type: 'user' }}
            />
            <TextField name="childView" label={childViewLabel} multiline={4} required />
            <FormError message={error} />
            <Actions>
              <SubmitButton disabled={submitting}>Save debrief</SubmitButton>
            </Actions>
          </form>
        )}
      />
    </Card>
  );
}
