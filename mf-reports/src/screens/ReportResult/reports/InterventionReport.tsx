import styled from 'styled-components';
import { EmptyState } from 'shared-ui';
import type { Breakdown } from '../../../data/analytics';
import { ChartPanel, Panel, PanelGrid } from '../../../components/ChartPanel';
import { CountUpTile, TileGrid } from '../../../components/CountUpTile';
import { hoursMinutes, minutesSeconds, NUMBER_FORMAT } from '../../../components/format';
import type { ReportBodyProps } from './types';

export const INTERVENTION_EMPTY = 'Insufficient data, please check back soon.';

const List = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  span {
    color: ${({ theme }) => theme.colours.muted};
  }
`;

/** "Most common ..." lists: the top ten by count. */
function TopList({ title, buckets }: { title: string; buckets: Breakdown }) {
  const shown = buckets.filter((b) => b.count > 0).slice(0, 10);
  return (
    <Panel title={title} headingLevel={2}>
      {shown.length === 0 ? (
        <EmptyState message={INTERVENTION_EMPTY} />
      ) : (
        <List>
          {shown.map((b) => (
            <li key={b.key}>
              {b.label} <span>({NUMBER_FORMAT.format(b.count)})</span>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

/** Intervention Report (spec 3 §2.5). */
export function InterventionReport({ result }: ReportBodyProps) {
  const data = result.intervention;
  if (!data) return <EmptyState message={INTERVENTION_EMPTY} />;
  return (
    <>
      <TileGrid>
        <CountUpTile label="Restrictive Interventions" value={data.restrictiveCount} />
        <CountUpTile
          label="Average Duration"
          value={
            data.averageDurationSeconds === null
              ? INTERVENTION_EMPTY
              : minutesSeconds(data.averageDurationSeconds)
          }
        />
        <CountUpTile label="Total Duration" value={hoursMinutes(data.totalDurationSeconds)} />
      </TileGrid>
      <PanelGrid>
        <TopList title="Most Common Locations" buckets={data.locations} />
        <TopList title="Most Frequent Physical Technique" buckets={data.physicalTechniques} />
        <TopList
          title="Most Frequent Deescalation Technique"
          buckets={data.deescalationTechniques}
        />
      </PanelGrid>
      <ChartPanel
        title="Damage Categories"
        kind="bar"
        buckets={data.damageCategories}
        emptyText={INTERVENTION_EMPTY}
        bucketHeader="Category"
      />
    </>
  );
}
