import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageHeader, Spinner } from 'shared-ui';
import { useTerms } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { KeyContactsList } from '../../components/KeyContactsList';
import { LinkButton } from '../../components/LinkButton';
import { PageContainer } from '../../components/PageContainer';
import { SERVICE_USER_FIELDS, fullName } from '../../data/people';
import { useApiRecord } from '../../data/useApiList';
import { useKeyContacts } from '../../data/userTags';
import { ActionLogCard } from './ActionLogCard';
import { PlanVersionsCard } from './PlanVersionsCard';
import { SubmissionsCard } from './SubmissionsCard';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  dd {
    margin: 0;
  }
`;

const capitalised = (text: string | null | undefined) =>
  text ? text.charAt(0).toUpperCase() + text.slice(1) : '-';

/** Spec 3 §2.10: who the person is, their key contacts, incidents and action log. */
export function ServiceUserProfileScreen() {
  const { userid } = useParams();
  const terms = useTerms();
  const id = Number(userid);
  const userId = Number.isInteger(id) && id > 0 ? id : null;
  const person = useApiRecord(userId === null ? null : `/api/user/${userId}`, {
    fields: SERVICE_USER_FIELDS,
  });
  const contacts = useKeyContacts(userId);

  if (userId === null) {
    return (
      <PageContainer>
        <p role="alert">{terms.ServiceUser} not found</p>
      </PageContainer>
    );
  }
  if (person.loading) return <Spinner />;
  if (!person.record) {
    return (
      <PageContainer>
        <p role="alert">{person.error?.message ?? `${terms.ServiceUser} not found`}</p>
      </PageContainer>
    );
  }

  const p = person.record;
  const name = fullName(p);
  return (
    <PageContainer>
      <PageHeader
        title={name}
        breadcrumbs={[{ label: terms.ServiceUsers, to: '/serviceusers' }, { label: name }]}
        actions={<LinkButton to={`/serviceuser/${userId}/edit`}>Edit Profile</LinkButton>}
      />
      <Grid>
        <Card title="Profile">
          <Facts>
            <dt>Name</dt>
            <dd>{name}</dd>
            <dt>Learner Number</dt>
            <dd>{p.reference || '-'}</dd>
            <dt>Date of Birth</dt>
            <dd>{p.dob ? formatDate(p.dob) : '-'}</dd>
            <dt>Gender</dt>
            <dd>{capitalised(p.gender)}</dd>
            <dt>Ethnicity</dt>
            <dd>{capitalised(p.ethnicity)}</dd>
          </Facts>
        </Card>
        <Card title="Key Contacts">
          {contacts.loading ? (
            <Spinner />
          ) : (
            <KeyContactsList contacts={contacts.contacts} emptyText="No key contacts added" />
          )}
        </Card>
      </Grid>
      <SubmissionsCard userId={userId} />
      <PlanVersionsCard userId={userId} />
      <ActionLogCard userId={userId} />
    </PageContainer>
  );
}
