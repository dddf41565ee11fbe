// /restraint/{reference}: one restraint record (issue 13): the deadlines and their states, the
// parent report, the parent letter, the manager sign-off (leads and administrators only) and the
// child debrief, with every follow-up recorded so far.
import { Link, useParams } from 'react-router-dom';
import { useSession, useTerms } from 'shared-api';
import { formatDateTime } from 'shared-api/dates';
import { Card, PageHeader, Spinner, usePeopleNames } from 'shared-ui';
import styled from 'styled-components';
import {
  INTERVENTION_KIND_LABELS,
  ITEM_LABELS,
  mayOverseeRestraint,
  parseReference,
  SEN_STATUS_LABELS,
  SETTING_TYPE_LABELS,
  STAFF_ROLE_LABELS,
  useRestraintRecord,
  type ItemKey,
  type PersonRef,
} from '../../data/restraint';
import { DebriefForm } from './DebriefForm';
import { FollowUpHistory } from './FollowUpHistory';
import { ItemStatus } from './ItemStatus';
import { ParentLetter } from './ParentLetter';
import { ParentReportForm } from './ParentReportForm';
import { SignOffForm } from './SignOffForm';

export const DEADLINES_TITLE = 'Deadlines';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
`;

const ITEM_ORDER: ItemKey[] = ['recorded', 'parentsTold', 'signOff', 'debrief'];

const personName = (person: PersonRef | null | undefined) =>
  person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : '';

export function RestraintRecordScreen() {
  const { reference: referenceText } = useParams();
  const reference = parseReference(referenceText);
  const session = useSession();
  const terms = useTerms();
  const record = useRestraintRecord(reference);
  // The staff the follow-ups name by id, named through one ids= lookup (never the whole list).
  const namedIds = (record.data?.data.followups ?? []).flatMap((f) => {
    const d = f.data as Record<string, unknown>;
    return [d.toldBy, d.debriefBy].filter((v): v is number => typeof v === 'number');
  });
  const staffNames = usePeopleNames('user', namedIds);
  const nameOf = (who: unknown) => {
    if (who && typeof who === 'object') return personName(who as PersonRef) || 'a staff member';
    return staffNames.optionOf(String(who))?.label ?? 'a staff member';
  };
  const title = 'Restraint record';
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[
        ...(mayOverseeRestraint(session)
          ? [{ label: 'Restraint oversight', to: '/restraint/oversight' }]
          : []),
        { label: reference ? `Incident No: besmart-${reference}` : title },
      ]}
    />
  );

  if (record.error || !reference) {
    return (
      <>
        {header}
        <p role="alert">
          {!record.error || record.error.status === 404
            ? 'This restraint record was not found, or you may not see it.'
            : record.error.message}
        </p>
      </>
    );
  }
  const data = record.data?.data;
  if (!data) {
    return (
      <>
        {header}
        <Spinner label="Loading the restraint record" />
      </>
    );
  }
  const refresh = () => void record.mutate();
  const me = session.userDetails?.id;

  return (
    <>
      {header}
      <Stack>
        <Card title="The incident" aria-label="The incident">
          <Facts>
            <dt>{terms.ServiceUser}</dt>
            <dd>{personName(data.subject)}</dd>
            <dt>Incident</dt>
            <dd>{formatDateTime(data.incidentAt)}</dd>
            <dt>Recorded</dt>
            <dd>{data.recordedAt ? formatDateTime(data.recordedAt) : 'Not yet published'}</dd>
            <dt>Recorded by</dt>
            <dd>{personName(data.author)}</dd>
            <dt>Version</dt>
            <dd>{data.version}</dd>
            <dt>Location</dt>
            <dd>{data.location || 'Not given'}</dd>
            <dt>Type of setting</dt>
            <dd>{SETTING_TYPE_LABELS[data.settingType]}</dd>
            <dt>Special educational needs at the time</dt>
            <dd>
              {data.senStatusAtTime ? SEN_STATUS_LABELS[data.senStatusAtTime] : 'Not recorded'}
            </dd>
            <dt>Staff involved</dt>
            <dd>
              {data.staffRoles.length === 0
                ? 'Not recorded'
                : data.staffRoles
                    .map((s) => `${s.firstName} ${s.lastName}: ${STAFF_ROLE_LABELS[s.role]}`)
                    .join('; ')}
            </dd>
            <dt>Restrictive interventions</dt>
            <dd>
              {data.restrictiveInterventions.length === 0
                ? 'Not recorded'
                : data.restrictiveInterventions
                    .map(
                      (r) =>
                        `${INTERVENTION_KIND_LABELS[r.kind]} ${r.start}-${r.end} (${r.minutes} min)`,
                    )
                    .join('; ')}
            </dd>
          </Facts>
          <p>
            <Link to={`/incident/high-level/${data.subject.id}/edit/${data.submissionId}`}>
              Open the Physical Intervention Report
            </Link>
          </p>
        </Card>
        <Card title={DEADLINES_TITLE} aria-label={DEADLINES_TITLE}>
          {data.signOffOutdated && (
            <p role="status">
              A new version was published after the last sign-off: it needs a new sign-off.
            </p>
          )}
          <Items>
            {ITEM_ORDER.map((key) => (
              <li key={key}>
                <h3>{ITEM_LABELS[key]}</h3>
                <ItemStatus item={data.items[key]} />
              </li>
            ))}
          </Items>
        </Card>
        {data.mayRecord && (
          <>
            <ParentReportForm reference={reference} me={me} onSaved={refresh} />
            <ParentLetter reference={reference} contacts={data.keyContacts} onSent={refresh} />
          </>
        )}
        {data.maySignOff && (
          <SignOffForm reference={reference} version={data.version} onSaved={refresh} />
        )}
        {data.mayRecord && (
          <DebriefForm
            reference={reference}
            me={me}
            serviceUser={terms.serviceUser}
            onSaved={refresh}
          />
        )}
        <FollowUpHistory
          items={data.followups}
          latestSubmissionId={data.submissionId}
          nameOf={nameOf}
        />
      </Stack>
    </>
  );
}
