import { EXCLUSION_KEYS, useTerms } from 'shared-api';
import { ChartPanel, PanelGrid } from '../../../components/ChartPanel';
import { CountUpTile, TileGrid } from '../../../components/CountUpTile';
import type { ReportBodyProps } from './types';
import { CHART_EMPTY } from './GlobalIncidentReport';

/** Discriminatory and prejudiced behaviour report (suspensions and exclusions, spec 3 §2.5). */
export function ExtrasReport({ result }: ReportBodyProps) {
  const terms = useTerms();
  const exclusions = result.pilExtrasReportExclusions;
  const extras = result.pilExtrasReport;
  return (
    <>
      {exclusions && (
        <TileGrid>
          <CountUpTile label="Suspensions" value={exclusions.suspensions} />
          <CountUpTile label="Permanent Exclusion" value={exclusions.permanentExclusions} />
        </TileGrid>
      )}
      <ChartPanel
        title="Incidents"
        kind="bar"
        buckets={extras?.incidents}
        emptyText={CHART_EMPTY}
        bucketHeader="Category"
      />
      <PanelGrid>
        <ChartPanel
          title="Suspensions"
          kind="polar"
          buckets={exclusions?.suspensionsByStudent}
          emptyText={CHART_EMPTY}
          bucketHeader={terms.ServiceUser}
        />
        <ChartPanel
          title="Permanent Exclusion"
          kind="polar"
          buckets={exclusions?.permanentExclusionsByStudent}
          emptyText={CHART_EMPTY}
          bucketHeader={terms.ServiceUser}
        />
        {(extras?.byCategory ?? [])
          // Suspensions and permanent exclusions have their own charts above.
          .filter((category) => !(EXCLUSION_KEYS as readonly string[]).includes(category.key))
          .map((category) => (
            <ChartPanel
              key={category.key}
              title={category.label}
              kind="polar"
              buckets={category.byStudent}
              emptyText={CHART_EMPTY}
              bucketHeader={terms.ServiceUser}
            />
          ))}
      </PanelGrid>
    </>
  );
}
