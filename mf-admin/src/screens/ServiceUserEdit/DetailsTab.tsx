import { Form } from 'react-final-form';
import { Card, DateField, SelectField, Spinner, SubmitButton, TextField, toast } from 'shared-ui';
import { useSession, useTerms } from 'shared-api';
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

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export interface DetailsTabProps {
  /** null while creating ('new'). */
  person: ServiceUser | null;
  loading: boolean;
  onCreated: (id: number) => void;
  onSaved: () => void;
}

function initialValues(person: ServiceUser | null): Partial<ServiceUserInput> {
  if (!person) return {};
  return {
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
  if (loading) return <Spinner />;

  const submit = async (values: Partial<ServiceUserInput>) => {
    const input = cleanServiceUserInput(values, person ? 'update' : 'create');
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
        <Form<Partial<ServiceUserInput>>
          onSubmit={submit}
          initialValues={initialValues(person)}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} aria-label={`${terms.ServiceUser} details`} noValidate>
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
              <SubmitButton disabled={submitting}>Save</SubmitButton>
            </form>
          )}
        />
      </Card>
      {person && <YearGroupSection userId={person.id} />}
    </>
  );
}
