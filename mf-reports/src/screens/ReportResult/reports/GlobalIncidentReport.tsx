import { useTerms } from 'shared-api';
import { ChartPanel, PanelGrid } from '../../../components/ChartPanel';
import { CountUpTile, TileGrid } from '../../../components/CountUpTile';
import { RelatedIncidentsPanel } from '../../../components/related/RelatedPanels';
import { DisproportionalityPanel, HeatmapPanel, TrendPanel } from './BeyondPanels';
import type { ReportBodyProps } from './types';

export const CHART_EMPTY = 'Not enough data available';

/** Global Incident Report (spec 3 §2.5) and the trend, heatmap and disproportionality panels. */
export function GlobalIncidentReport({ result, onDrill }: ReportBodyProps) {
  const terms = useTerms();
  const totals = result.incidentTotals;
  const chart = (
    title: string,
    kind: 'bar' | 'polar',
    buckets: ReportBodyProps['result']['incidentsByStudent'],
    bucketHeader: string,
  ) => (
    <ChartPanel
      title={title}
      kind={kind}
      buckets={buckets}
      emptyText={CHART_EMPTY}
      bucketHeader={bucketHeader}
      onDrill={onDrill}
    />
  );
  return (
    <>
      {totals && (
        <TileGrid>
          <CountUpTile label="Total Incidents" value={totals.total} />
          <CountUpTile label="No Physical Intervention" value={totals.noPhysical} />
          <CountUpTile label="Physical Intervention" value={totals.physical} />
          <CountUpTile label="Restrictive Physical Intervention" value={totals.restrictive} />
        </TileGrid>
      )}
      <PanelGrid>
        {chart(
          `Incidents by ${terms.ServiceUser}`,
          'bar',
          result.incidentsByStudent,
          terms.ServiceUser,
        )}
        {chart('Incidents by Year Group', 'polar', result.incidentsByYearGroup, 'Year Group')}
        {chart('Incidents by Group', 'polar', result.incidentsByUserGroup, 'Group')}
        {chart('Incidents by Date', 'bar', result.incidentsByMonth, 'Month')}
        {chart('Incidents by Hour of Day', 'bar', result.incidentsByHour, 'Hour')}
        {chart('Incidents by Location', 'polar', result.incidentsByLocation, 'Location')}
        {chart('Incidents by System User', 'polar', result.incidentsBySystemUser, 'System User')}
      </PanelGrid>
      {result.incidentTrend && <TrendPanel trend={result.incidentTrend} />}
      {result.incidentHeatmap && <HeatmapPanel heatmap={result.incidentHeatmap} />}
      {result.disproportionality && <DisproportionalityPanel data={result.disproportionality} />}
      {result.globalIncidentSearch && (
        <RelatedIncidentsPanel
          rows={result.globalIncidentSearch.rows}
          total={result.globalIncidentSearch.total}
        />
      )}
    </>
  );
}
