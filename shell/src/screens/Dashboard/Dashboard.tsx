// Dashboard (spec 1 §2): counters, 'Incidents I'm collaborating on', help cards.
import { useEffect } from 'react';
import styled from 'styled-components';
import { planOf, useOrganisationUserCount, useReports, useSession, useTerms } from 'shared-api';
import { CounterTile, PageHeader, toast } from 'shared-ui';
import { CollaboratorList } from './CollaboratorList';
import { HelpCards } from './HelpCards';
import { PlansDueCard, type PlanDueRow } from './PlansDueCard';
import { RestraintOverdueCard, showsRestraintCard } from './RestraintOverdueCard';

export const DASHBOARD_REPORTS = [
  'behaviourDrafts',
  'numActiveStudents',
  'totalNumberOfIncidents',
  'incidentsAsCollaborator',
];

const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 1fr;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/** The system-user count leaves out one account (spec 1 §6); never below zero. */
export function systemUserCount(total: number | undefined): number | undefined {
  return total === undefined ? undefined : Math.max(0, total - 1);
}

export function Dashboard() {
  const terms = useTerms();
  // Smart Plans due for review: Plus organisations only (spec 3 §6), in the same report call.
  const session = useSession();
  const plus = planOf(session) === 'Plus';
  const reports = useReports(
    plus ? [...DASHBOARD_REPORTS, 'plansDueForReview'] : DASHBOARD_REPORTS,
  );
  const users = useOrganisationUserCount('user');
  const data = reports.data?.data;
  const error = reports.error ?? users.error;

  useEffect(() => {
    if (error) toast.error(error.message);
  }, [error]);

  return (
    <>
      <PageHeader title="Dashboard" />
      <Counters>
        <CounterTile label={terms.ServiceUsers} value={data?.numActiveStudents} />
        <CounterTile label="Users" value={systemUserCount(users.count)} />
        <CounterTile label="Smart Plans" value={data?.behaviourDrafts} />
        <CounterTile label="Incidents" value={data?.totalNumberOfIncidents} />
      </Counters>
      <Columns>
        <Stack>
          {showsRestraintCard(session) && <RestraintOverdueCard />}
          <CollaboratorList
            rows={data?.incidentsAsCollaborator}
            loading={reports.isLoading}
            onChanged={() => reports.mutate()}
          />
          {plus && (
            <PlansDueCard
              rows={(data as { plansDueForReview?: PlanDueRow[] } | undefined)?.plansDueForReview}
              loading={reports.isLoading}
            />
          )}
        </Stack>
        <HelpCards />
      </Columns>
    </>
  );
}
