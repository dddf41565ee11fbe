import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Tabs, type TabItem } from 'shared-ui';
import { hasPermission, useSession, useTerms } from 'shared-api';
import { LinkButton } from '../../components/LinkButton';
import { PageContainer } from '../../components/PageContainer';
import { SERVICE_USER_FIELDS, fullName } from '../../data/people';
import { useApiRecord } from '../../data/useApiList';
import { AccessTab } from './AccessTab';
import { DetailsTab } from './DetailsTab';
import { GroupsTab } from './GroupsTab';
import { KeyContactsTab } from './KeyContactsTab';
import { SubmissionsTab } from './SubmissionsTab';

/** The Details tab also shows "Special educational needs" (issue 13). */
export const EDIT_FIELDS = `${SERVICE_USER_FIELDS},senStatus`;

/** The permission that shows the Access tab (spec 3 §6). */
export const ACCESS_PERMISSION = 'studentGrantDirectAccess';

/** 'new' or a positive whole number; anything else is not a person. */
function parseUserId(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function ServiceUserEditScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const terms = useTerms();
  const session = useSession();
  const parsed = parseUserId(params.userid);
  const userId = typeof parsed === 'number' ? parsed : null;
  const person = useApiRecord(userId === null ? null : `/api/user/${userId}`, {
    fields: EDIT_FIELDS,
  });
  const [tab, setTab] = useState('details');

  if (parsed === null) {
    return (
      <PageContainer>
        <p role="alert">{terms.ServiceUser} not found</p>
      </PageContainer>
    );
  }

  const created = (id: number) => {
    setTab('details');
    navigate(`/serviceuser/${id}/edit`, { replace: true });
  };

  const locked = userId === null;
  const tabs: TabItem[] = [
    {
      id: 'details',
      label: 'Details',
      content: (
        <DetailsTab
          key={userId ?? 'new'}
          person={person.record ?? null}
          loading={person.loading}
          onCreated={created}
          onSaved={() => void person.reload()}
        />
      ),
    },
    {
      id: 'groups',
      label: 'Groups',
      disabled: locked,
      content: userId !== null && <GroupsTab userId={userId} />,
    },
    {
      id: 'keycontacts',
      label: 'Key Contacts',
      disabled: locked,
      content: userId !== null && <KeyContactsTab userId={userId} />,
    },
    {
      id: 'logs',
      label: 'Logs',
      disabled: locked,
      content: userId !== null && <SubmissionsTab userId={userId} kind="concern" />,
    },
    {
      id: 'clickers',
      label: 'Clickers',
      disabled: locked,
      content: userId !== null && (
        <SubmissionsTab
          userId={userId}
          kind="clicker"
          personName={person.record ? fullName(person.record) : undefined}
        />
      ),
    },
  ];
  if (hasPermission(session, ACCESS_PERMISSION)) {
    tabs.push({
      id: 'access',
      label: 'Access',
      disabled: locked,
      content: userId !== null && <AccessTab userId={userId} />,
    });
  }

  const title = person.record ? fullName(person.record) : `Add ${terms.ServiceUser}`;
  return (
    <PageContainer>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: terms.ServiceUsers, to: '/serviceusers' }, { label: title }]}
        actions={
          userId !== null && (
            <LinkButton variant="secondary" to={`/serviceuser/${userId}/profile`}>
              View Profile
            </LinkButton>
          )
        }
      />
      {person.error && <p role="alert">{person.error.message}</p>}
      <Tabs label={`${terms.ServiceUser} sections`} tabs={tabs} value={tab} onChange={setTab} />
    </PageContainer>
  );
}
