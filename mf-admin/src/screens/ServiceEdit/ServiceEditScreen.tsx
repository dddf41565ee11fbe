import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import { api, useTerms, withTerms, type OrganisationCreateBody } from 'shared-api';
import {
  Button,
  Card,
  PageHeader,
  SelectField,
  Spinner,
  SubmitButton,
  TextField,
  toast,
} from 'shared-ui';
import { errorText, FormActions, LoadError, Notice, Page, useInvalidate } from '../SystemUsers/ui';
import {
  GLOBAL_ADMINS_ONLY,
  useIsGlobalAdmin,
  useOrganisations,
} from '../Services/organisationApi';
import { ColourField } from './ColourField';

export const ORGANISATION_ADDED = 'Organisation added';
export const ORGANISATION_UPDATED = 'Organisation updated';
const PLANS = [
  { value: 'Plus', label: 'Plus' },
  { value: 'Care', label: 'Care' },
  { value: 'other', label: 'Other' },
];

type NewOrganisation = OrganisationCreateBody['data'];

interface ServiceValues {
  name?: string;
  primaryColour?: string;
  secondaryColour?: string;
  plan?: string;
}

/** /service/{organisationid}/edit: 'new' adds an organisation, otherwise updates it. */
export function ServiceEditScreen() {
  const { organisationid = 'new' } = useParams();
  const navigate = useNavigate();
  const terms = useTerms();
  const allowed = useIsGlobalAdmin();
  const isNew = organisationid === 'new';
  const invalidate = useInvalidate();
  // No single-organisation read for other organisations: the list every global admin gets.
  const list = useOrganisations(allowed && !isNew);
  const current = list.data?.data.find((row) => String(row.id) === organisationid);

  const submit = async (values: ServiceValues) => {
    const data = {
      name: (values.name ?? '').trim(),
      primaryColour: values.primaryColour,
      secondaryColour: values.secondaryColour,
      plan: values.plan ?? 'other',
    };
    try {
      // The colour fields start filled; an emptied one is left out and the server names it (400).
      if (isNew) await api.post('/api/organisations', { body: { data: data as NewOrganisation } });
      else await api.put(`/api/organisations/${Number(organisationid)}`, { body: { data } });
      await invalidate('/api/organisations');
      toast.success(isNew ? ORGANISATION_ADDED : ORGANISATION_UPDATED);
      navigate('/services');
    } catch (error) {
      toast.error(
        `Error ${isNew ? 'adding' : 'updating'} the organisation, please try again - ${errorText(error)}`,
      );
    }
  };

  const title = isNew ? `Add ${terms.Service}` : (current?.name ?? `Edit ${terms.Service}`);
  let body;
  if (!allowed) body = <Notice role="alert">{withTerms(GLOBAL_ADMINS_ONLY, terms)}</Notice>;
  else if (list.error) body = <LoadError error={list.error} />;
  else if (!isNew && !list.data) body = <Spinner label="Loading..." />;
  else if (!isNew && !current) body = <Notice role="alert">{terms.Service} not found</Notice>;
  else
    body = (
      <Form<ServiceValues>
        onSubmit={submit}
        initialValues={{
          name: current?.name ?? '',
          primaryColour: current?.primaryColour ?? '#ff8300',
          secondaryColour: current?.secondaryColour ?? '#04124c',
          plan: current?.plan ?? 'other',
        }}
        render={({ handleSubmit }) => (
          <form noValidate aria-label={title} onSubmit={handleSubmit}>
            <TextField name="name" label="Name" required maxLength={200} />
            <ColourField name="primaryColour" label="Primary colour" />
            <ColourField name="secondaryColour" label="Secondary colour" />
            <SelectField name="plan" label="Plan" options={PLANS} placeholder={null} />
            <FormActions>
              <Button variant="secondary" onClick={() => navigate('/services')}>
                Back
              </Button>
              <SubmitButton>Save</SubmitButton>
            </FormActions>
          </form>
        )}
      />
    );

  return (
    <Page>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: terms.Services, to: '/services' }, { label: title }]}
      />
      <Card>{body}</Card>
    </Page>
  );
}
