import { useTerms } from 'shared-api';
import { type DataTableColumn } from 'shared-ui';
import { ReflowTable } from 'shared-ui/search';
import type { ConcernStudentOverviewRow } from 'shared-api/schemas';
import { ChartPanel, Panel, PanelGrid } from '../../../components/ChartPanel';
import { CountUpTile, TileGrid } from '../../../components/CountUpTile';
import { RelatedLogsPanel } from '../../../components/related/RelatedPanels';
import type { ReportBodyProps } from './types';
import { CHART_EMPTY } from './GlobalIncidentReport';

/** Log Report (spec 3 §2.5). */
export function LogReport({ result, onDrill }: ReportBodyProps) {
  const terms = useTerms();
  const columns: DataTableColumn<ConcernStudentOverviewRow>[] = [
    { key: 'name', header: terms.ServiceUser },
    { key: 'positive', header: 'Positive' },
    { key: 'negative', header: 'Negative' },
    { key: 'na', header: 'N/A' },
    { key: 'total', header: 'Total' },
  ];
  return (
    <>
      {result.concernCount !== undefined && result.concernStudentCount !== undefined && (
        <TileGrid>
          <CountUpTile label="Total Count" value={result.concernCount} />
          <CountUpTile label="Number Students" value={result.concernStudentCount} />
        </TileGrid>
      )}
      <PanelGrid>
        <ChartPanel
          title="Log Summary"
          kind="bar"
          buckets={result.concernByType}
          emptyText={CHART_EMPTY}
          bucketHeader="Response"
          onDrill={onDrill}
        />
        <ChartPanel
          title="Positive Logs"
          kind="bar"
          buckets={result.concernByStudentPositive}
          emptyText={CHART_EMPTY}
          bucketHeader={terms.ServiceUser}
          onDrill={onDrill}
        />
        <ChartPanel
          title="Negative Logs"
          kind="bar"
          buckets={result.concernByStudentNegative}
          emptyText={CHART_EMPTY}
          bucketHeader={terms.ServiceUser}
          onDrill={onDrill}
        />
        <ChartPanel
          title="N/A Logs"
          kind="bar"
          buckets={result.concernByStudentNA}
          emptyText={CHART_EMPTY}
          bucketHeader={terms.ServiceUser}
          onDrill={onDrill}
        />
      </PanelGrid>
      <Panel title={`Summary by ${terms.ServiceUser}`} headingLevel={2}>
        <ReflowTable
          columns={columns}
          rows={result.concernStudentOverview ?? []}
          rowKey={(row) => row.userId}
          caption={`Logs by ${terms.ServiceUser}`}
          initialSort={{ key: 'total', direction: 'desc' }}
          emptyText={CHART_EMPTY}
        />
      </Panel>
      {result.concernSearch && (
        <RelatedLogsPanel rows={result.concernSearch.rows} total={result.concernSearch.total} />
      )}
    </>
  );
}
