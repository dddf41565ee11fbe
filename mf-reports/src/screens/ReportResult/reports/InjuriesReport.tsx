import styled from 'styled-components';
import { useTerms } from 'shared-api';
import { EmptyState } from 'shared-ui';
import { ChartPanel, PanelGrid } from '../../../components/ChartPanel';
import { CountUpTile } from '../../../components/CountUpTile';
import type { ReportBodyProps } from './types';
import { CHART_EMPTY } from './GlobalIncidentReport';

/** Four columns of tiles on wide screens, two on tablets, one on a phone. */
const FourColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Injuries Report (spec 3 §2.5). */
export function InjuriesReport({ result }: ReportBodyProps) {
  const terms = useTerms();
  const data = result.medicalIntervention;
  if (!data) return <EmptyState message={CHART_EMPTY} />;
  return (
    <>
      <FourColumns>
        <CountUpTile
          label={`Injury to the ${terms.ServiceUser}`}
          value={data.injuredServiceUser ?? 0}
        />
        <CountUpTile label="Injury to a Staff Member" value={data.injuredStaff ?? 0} />
        <CountUpTile label="Injury to Other" value={data.injuredOther ?? 0} />
        <CountUpTile
          label="Average Staff per Incident"
          value={data.averageStaffPerIncident ?? 'No data available'}
        />
      </FourColumns>
      <PanelGrid>
        <ChartPanel
          title="Injuries by Month"
          kind="bar"
          buckets={data.byMonth}
          emptyText={CHART_EMPTY}
          bucketHeader="Month"
        />
        <ChartPanel
          title="Injuries by Hour of Day"
          kind="bar"
          buckets={data.byHour}
          emptyText={CHART_EMPTY}
          bucketHeader="Hour"
        />
        <ChartPanel
          title="Injuries by Group"
          kind="polar"
          buckets={data.byUserGroup}
          emptyText={CHART_EMPTY}
          bucketHeader="Group"
        />
        <ChartPanel
          title="Injuries by Location"
          kind="polar"
          buckets={data.byLocation}
          emptyText={CHART_EMPTY}
          bucketHeader="Location"
        />
      </PanelGrid>
    </>
  );
}
