// Parent report (issue 13 §2): how, when, by whom and to whom parents were told, or why they were
// not and when the local authority was told instead.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Card, SelectField, SubmitButton, TextField, toast } from 'shared-ui';
import { DateField } from 'shared-ui/dates';
import { PersonSelectField } from 'shared-ui/pickers';
import {
  METHOD_LABELS,
  nowParts,
  postParentReport,
  toInstant,
  type ParentMethod,
  type ParentReportData,
} from '../../data/restraint';
import { Actions, DateTimeFields, errorText, FormError, Row } from './formParts';

interface Values {
  outcome?: 'told' | 'withheld';
  toldAtDate?: string;
  toldAtTime?: string;
  method?: ParentMethod;
  toldBy?: string;
  toldTo?: string;
  reason?: string;
  localAuthorityToldOn?: string;
}

export const PARENT_REPORT_TITLE = 'Parent report';

const OUTCOMES = [
  { value: 'told', label: 'Parents were told' },
  { value: 'withheld', label: 'Not told: the local authority was told instead' },
];

/** The body to POST, or the label of the first missing answer. */
export function parentReportBody(values: Values): ParentReportData | string {
  if (values.outcome === 'withheld') {
    if (!values.reason?.trim())
      return 'Why telling the parents would likely cause significant harm';
    if (!values.localAuthorityToldOn) return 'Date the local authority was told';
    return {
      outcome: 'withheld',
      reason: values.reason.trim(),
      localAuthorityToldOn: values.localAuthorityToldOn,
    };
  }
  if (values.outcome !== 'told') return 'Outcome';
  const toldAt = toInstant(values.toldAtDate, values.toldAtTime);
  if (!toldAt) return 'When they were told';
  if (!values.method) return 'How';
  if (!values.toldBy) return 'Told by';
  if (!values.toldTo?.trim()) return 'Told to';
  return {
    outcome: 'told',
    toldAt,
    method: values.method,
    toldBy: Number(values.toldBy),
    toldTo: values.toldTo.trim(),
  };
}

export function ParentReportForm({
  reference,
  me,
  onSaved,
}: {
  reference: number;
  me: number | undefined;
  onSaved: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const now = nowParts();
  return (
    <Card title={PARENT_REPORT_TITLE} aria-label={PARENT_REPORT_TITLE}>
      <Form<Values>
        initialValues={{
          outcome: 'told',
          toldAtDate: now.date,
          toldAtTime: now.time,
          toldBy: me ? String(me) : undefined,
        }}
        onSubmit={async (values, form) => {
          const body = parentReportBody(values);
          if (typeof body === 'string') {
            setError(`Please complete '${body}' before saving`);
            return;
          }
          setError(null);
          try {
            await postParentReport(reference, body);
            toast.success('Parent report saved');
            form.restart({ ...form.getState().initialValues });
            onSaved();
          } catch (e) {
            setError(errorText(e));
          }
        }}
        render={({ handleSubmit, values, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={PARENT_REPORT_TITLE}>
            <SelectField name="outcome" label="Outcome" options={OUTCOMES} placeholder={null} />
            {values.outcome === 'withheld' ? (
              <>
                <TextField
                  name="reason"
                  label="Why telling the parents would likely cause significant harm"
                  multiline={3}
                  required
                />
                <DateField
                  name="localAuthorityToldOn"
                  label="Date the local authority was told"
                  required
                />
              </>
            ) : (
              <>
                <DateTimeFields name="toldAt" label="When they were told" />
                <Row>
                  <SelectField
                    name="method"
                    label="How"
                    required
                    options={Object.entries(METHOD_LABELS).map(([value, label]) => ({
                      value,
                      label,
                    }))}
                  />
                  <PersonSelectField
                    name="toldBy"
                    label="Told by"
                    required
                    source={{ type: 'user' }}
                  />
                </Row>
                <TextField
                  name="toldTo"
                  label="Told to"
                  hint="For example, the key contact's name"
                  required
                />
              </>
            )}
            <FormError message={error} />
            <Actions>
              <SubmitButton disabled={submitting}>Save parent report</SubmitButton>
            </Actions>
          </form>
        )}
      />
    </Card>
  );
}
