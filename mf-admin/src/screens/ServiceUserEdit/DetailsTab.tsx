import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Card, SelectField, Spinner, SubmitButton, TextField, toast } from 'shared-ui';
import { DateField } from 'shared-ui/dates';
import { useSession, useTerms } from 'shared-api';
import { useAdminAccess } from '../../access/useAdminAccess';
import { Withheld } from '../../components/Withheld';
import { errorText } from '../../data/errors';
import {
  ETHNICITIES,
  GENDERS,
  cleanServiceUserInput,
  createServiceUser,
  updateServiceUser,
  type ServiceUser,
  type ServiceUserInput,
} from '../../data/people';
import { YearGroupSection } from './YearGroupSection';

/** A fieldset without a border: `disabled` makes every field inside it read-only at once. */
const ReadOnly = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

/** "Special educational needs" (issue 13): kept on each Physical Intervention Report as it was. */
export type SenStatus = 'none' | 'senSupport' | 'ehcPlan';
export const SEN_OPTIONS: { value: SenStatus; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'senSupport', label: 'SEN support' },
  { value: 'ehcPlan', label: 'EHC plan' },
];

type DetailsValues = Partial<ServiceUserInput> & { senStatus?: SenStatus };

export interface DetailsTabProps {
  /** null while creating ('new'). */
  person: ServiceUser | null;
  loading: boolean;
  onCreated: (id: number) => void;
  onSaved: () => void;
}

function initialValues(person: ServiceUser | null): DetailsValues {
  if (!person) return { senStatus: 'none' };
  const sen = (person as { senStatus?: SenStatus }).senStatus;
  return {
    senStatus: sen ?? 'none',
    firstName: person.firstName,
    lastName: person.lastName,
    reference: person.reference ?? undefined,
    dob: person.dob ?? undefined,
    ethnicity: person.ethnicity ?? undefined,
    gender: person.gender ?? undefined,
  };
}

/** Spec 3 §2.9 Details: the person's record, then (once it exists) the year group. */
export function DetailsTab({ person, loading, onCreated, onSaved }: DetailsTabProps) {
  const terms = useTerms();
  const { activeOrg } = useSession();
  const access = useAdminAccess();
  if (loading) return <Spinner />;
  // The server refuses these writes without serviceUserManage: the record is shown read-only.
  const action = person ? 'editServiceUser' : 'addServiceUser';
  const mayWrite = access.can(action);
  if (!person && !mayWrite) return <Withheld reason={access.reason(action)} />;

  const submit = async (values: DetailsValues) => {
    const input = {
      ...cleanServiceUserInput(values, person ? 'update' : 'create'),
      senStatus: values.senStatus ?? 'none',
    };
    try {
      if (person) {
        await updateServiceUser(person.id, input);
        toast.success(`${terms.ServiceUser} updated`);
        onSaved();
      } else {
        const id = await createServiceUser(input);
        toast.success(`${terms.ServiceUser} created. Please add Groups and Key Contacts.`);
        onCreated(id);
      }
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <>
      <Card title="Details">
        <Form<DetailsValues>
          onSubmit={submit}
          initialValues={initialValues(person)}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} aria-label={`${terms.ServiceUser} details`} noValidate>
              <ReadOnly disabled={!mayWrite}>
                <TextField name="firstName" label="First Name" required />
                <TextField name="lastName" label="Last Name" required />
                <TextField name="reference" label="Learner Number" />
                <DateField name="dob" label="Date of Birth" />
                {activeOrg?.wondeSync ? (
                  <TextField name="ethnicity" label="Ethnicity" />
                ) : (
                  <SelectField name="ethnicity" label="Ethnicity" options={options(ETHNICITIES)} />
                )}
                <SelectField name="gender" label="Gender" options={options(GENDERS)} />
                <SelectField
                  name="senStatus"
                  label="Special educational needs"
                  options={SEN_OPTIONS}
                  placeholder={null}
                />
              </ReadOnly>
              {mayWrite ? (
                <SubmitButton disabled={submitting}>Save</SubmitButton>
              ) : (
                <Withheld reason={access.reason(action)} />
              )}
            </form>
          )}
        />
      </Card>
      {person && <YearGroupSection userId={person.id} />}
    </>
  );
}
