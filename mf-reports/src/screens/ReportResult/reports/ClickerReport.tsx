import { useTerms } from 'shared-api';
import { ChartPanel, PanelGrid } from '../../../components/ChartPanel';
import { CountUpTile, TileGrid } from '../../../components/CountUpTile';
import { RelatedClickersPanel } from '../../../components/related/RelatedPanels';
import type { ReportBodyProps } from './types';
import { CHART_EMPTY } from './GlobalIncidentReport';

/** Clicker Report (spec 3 §2.5). */
export function ClickerReport({ result, onDrill }: ReportBodyProps) {
  const terms = useTerms();
  return (
    <>
      {result.clickerCount !== undefined && result.clickerStudentCount !== undefined && (
        <TileGrid>
          <CountUpTile label="Total Count" value={result.clickerCount} />
          <CountUpTile label="Number Students" value={result.clickerStudentCount} />
        </TileGrid>
      )}
      <PanelGrid>
        <ChartPanel
          title="Clicker Summary"
          kind="bar"
          buckets={result.clickerByType}
          emptyText={CHART_EMPTY}
          bucketHeader="Type"
          onDrill={onDrill}
        />
        <ChartPanel
          title={`Summary by ${terms.ServiceUser}`}
          kind="bar"
          buckets={result.clickerByStudent}
          emptyText={CHART_EMPTY}
          bucketHeader={terms.ServiceUser}
          onDrill={onDrill}
        />
      </PanelGrid>
      {result.clickerSearch && (
        <RelatedClickersPanel rows={result.clickerSearch.rows} total={result.clickerSearch.total} />
      )}
    </>
  );
}
