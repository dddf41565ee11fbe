import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import { api, roleLabel, useApi } from 'shared-api';
import {
  Button,
  Card,
  MultiSelectField,
  PageHeader,
  Spinner,
  SubmitButton,
  TextField,
  toast,
} from 'shared-ui';
import { useAdminAccess } from '../../access/useAdminAccess';
import { Withheld } from '../../components/Withheld';
import type { Role } from '../Roles/roleApi';
import { errorText, FormActions, LoadError, Page, useInvalidate } from '../SystemUsers/ui';

export const ROLE_ADDED = 'Role added';
export const ROLE_UPDATED = 'Role updated';

interface RoleValues {
  title?: string;
  permissions?: string[];
}

/** /role/{roleid}/edit: 'new' adds a role, otherwise updates it (spec 3 §2.14, §8). */
export function RoleEditScreen() {
  const access = useAdminAccess();
  if (!access.can('manageRoles')) {
    return (
      <Page>
        <PageHeader title="Roles" breadcrumbs={[{ label: 'Roles', to: '/roles' }]} />
        <Card>
          <Withheld reason={access.reason('manageRoles')} />
        </Card>
      </Page>
    );
  }
  return <RoleEditor />;
}

function RoleEditor() {
  const { roleid = 'new' } = useParams();
  const navigate = useNavigate();
  const isNew = roleid === 'new';
  const invalidate = useInvalidate();
  const catalogue = useApi('/api/permission');
  // GET /api/role/{id} takes no `fields` (its query is orgId only) and answers the whole role.
  const role = useApi(isNew ? null : `/api/role/${Number(roleid)}`);

  const submit = async ({ title, permissions }: RoleValues) => {
    const data = { title: (title ?? '').trim(), permissions: permissions ?? [] };
    try {
      if (isNew) await api.post('/api/role', { body: { data } });
      else await api.put(`/api/role/${Number(roleid)}`, { body: { data } });
      await invalidate('/api/role', `/api/role/${roleid}`);
      toast.success(isNew ? ROLE_ADDED : ROLE_UPDATED);
      navigate('/roles');
    } catch (error) {
      toast.error(
        `Error ${isNew ? 'adding' : 'updating'} the role, please try again - ${errorText(error)}`,
      );
    }
  };

  const error = catalogue.error ?? role.error;
  const loaded = catalogue.data && (isNew || role.data);
  const current = role.data?.data as Role | undefined;
  const heading = isNew ? 'Add Role' : current ? roleLabel(current.title) : 'Edit Role';

  return (
    <Page>
      <PageHeader
        title={heading}
        breadcrumbs={[
          { label: 'Roles', to: '/roles' },
          { label: isNew ? 'Add Role' : 'Edit Role' },
        ]}
      />
      <Card>
        {error ? (
          <LoadError error={error} />
        ) : !loaded ? (
          <Spinner label="Loading role..." />
        ) : (
          <Form<RoleValues>
            onSubmit={submit}
            initialValues={{
              title: current?.title ?? '',
              permissions: current?.permissions ?? [],
            }}
            render={({ handleSubmit }) => (
              <form noValidate aria-label="Role" onSubmit={handleSubmit}>
                <TextField name="title" label="Title" required maxLength={100} />
                <MultiSelectField
                  name="permissions"
                  label="Permissions"
                  options={catalogue.data!.data.map((p) => ({
                    value: p.name,
                    label: p.description,
                  }))}
                />
                <FormActions>
                  <Button variant="secondary" onClick={() => navigate('/roles')}>
                    Back
                  </Button>
                  <SubmitButton>Save</SubmitButton>
                </FormActions>
              </form>
            )}
          />
        )}
      </Card>
    </Page>
  );
}
