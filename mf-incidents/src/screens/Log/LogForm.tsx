import { Form, FormSpy } from 'react-final-form';
import styled from 'styled-components';
import {
  Button,
  CheckboxField,
  type PeopleSource,
  SelectField,
  SubmitButton,
  TextField,
  TimeField,
} from 'shared-ui';
import { DateField } from 'shared-ui/dates';
import { PersonSelectField } from 'shared-ui/pickers';
import { ServiceUserPickerField } from '../../components/ServiceUserPicker';
import { LOG_TYPES, type LogValues } from './logValues';

// Staff are searched on the server as the user types (GET /api/user?q=), never a 1,000-row list.
const STAFF: PeopleSource = { type: 'user' };

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface LogFormProps {
  initialValues: LogValues;
  /** Shows the person picker (route /log/new/edit). */
  choosePerson: boolean;
  editing: boolean;
  onSubmit: (values: LogValues) => Promise<boolean>;
  onCancel: () => void;
  onPersonChange?: (id: string | undefined) => void;
}

/** The behaviour log form (spec 2 §3.1): Type is required, everything else optional. */
export function LogForm({
  initialValues,
  choosePerson,
  editing,
  onSubmit,
  onCancel,
  onPersonChange,
}: LogFormProps) {
  return (
    <Form<LogValues>
      initialValues={initialValues}
      // After a save the screen remounts the form with fresh defaults; after a failure the form
      // keeps what was typed.
      onSubmit={async (values) => {
        await onSubmit(values);
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Log">
          {choosePerson && <ServiceUserPickerField name="student" required />}
          {choosePerson && onPersonChange && (
            <FormSpy
              subscription={{ values: true }}
              onChange={({ values }) => onPersonChange((values as LogValues).student)}
            />
          )}
          <Grid>
            <DateField name="concernDate" label="Date" />
            <TimeField name="concernTime" label="Time" variant="calendar" />
            <SelectField
              name="positiveNegative"
              label="Type"
              required
              options={LOG_TYPES.map((t) => ({ value: t, label: t }))}
            />
            <PersonSelectField
              name="recordedBy"
              label="Recorded By"
              source={STAFF}
              placeholder="Type a name to search staff"
            />
          </Grid>
          <TextField name="concern" label="Concern" multiline={4} maxLength={10000} />
          <Grid>
            <DateField name="actionDate" label="Action Date" />
            <TimeField name="actionTime" label="Action Time" variant="calendar" />
            <PersonSelectField
              name="actionedBy"
              label="Actioned By"
              source={STAFF}
              placeholder="Type a name to search staff"
            />
          </Grid>
          <TextField name="action" label="Action" multiline={3} maxLength={10000} />
          <CheckboxField name="addToSmartPlan" label="Add to Smart Plan" />
          <Buttons>
            <SubmitButton>Save</SubmitButton>
            {editing && (
              <Button type="button" variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </Buttons>
        </form>
      )}
    />
  );
}
