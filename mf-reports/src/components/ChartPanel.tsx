import { lazy, Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApexOptions } from 'apexcharts';

type ApexYAxis = Exclude<ApexOptions['yaxis'], unknown[] | undefined>;
import { Button, Card, EmptyState, Spinner } from 'shared-ui';
import { isEmptyBreakdown, type Breakdown, type Bucket } from '../data/analytics';
import { NUMBER_FORMAT } from './format';

const ApexChart = lazy(() => import('./ApexChart'));

/** Chart colours (presentation only, spec 3 §2.5). */
export const CHART_COLOURS = [
  '#04124C',
  '#ff8300',
  '#2f6fb5',
  '#1e7b34',
  '#b3261e',
  '#7b4fb3',
  '#a85600',
  '#0f8b8d',
  '#5b6079',
  '#c2185b',
];

export const PanelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const ChartBox = styled.div`
  margin: 0;
  min-height: 18rem;
  /* ApexCharts sizes to its box: never wider than the card on a phone. */
  max-width: 100%;
  overflow: hidden;
`;

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(3)};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colours.deepBlue};
    font-weight: 600;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Panel = styled(Card)`
  break-inside: avoid;
  page-break-inside: avoid;
  min-width: 0;
`;

export interface ChartPanelProps {
  title: string;
  kind: 'bar' | 'polar';
  buckets: Breakdown | undefined;
  /** The spec's empty text of this report. */
  emptyText: string;
  /** Header of the table's first column (e.g. the service user term). */
  bucketHeader?: string;
  /** Drill-down into a bucket (only buckets with criteria). */
  onDrill?: (bucket: Bucket) => void;
  headingLevel?: 2 | 3;
}

/**
 * One chart of a result screen (ApexCharts bar or polar, loaded on demand) with its data table
 * under "Data table" (a disclosure, so keyboard and screen-reader users get every figure and,
 * when the report allows it, a button per row to open the incidents behind it).
 */
export function ChartPanel({
  title,
  kind,
  buckets,
  emptyText,
  bucketHeader = 'Group',
  onDrill,
  headingLevel = 2,
}: ChartPanelProps) {
  const empty = isEmptyBreakdown(buckets);
  const rows = buckets ?? [];
  const drillable = Boolean(onDrill) && rows.some((b) => b.criteria !== null);
  return (
    <Panel title={title} headingLevel={headingLevel}>
      {empty ? (
        <EmptyState message={emptyText} />
      ) : (
        <>
          <BucketChart title={title} kind={kind} buckets={rows} onDrill={onDrill} />
          <DataTable
            title={title}
            rows={rows}
            bucketHeader={bucketHeader}
            onDrill={drillable ? onDrill : undefined}
          />
        </>
      )}
    </Panel>
  );
}

/** Counts: a scale of whole numbers (at most five steps) from 0. */
function countScale(maxCount: number): ApexYAxis {
  const ticks = Math.max(1, Math.min(maxCount, 5));
  const max = maxCount <= 5 ? Math.max(1, maxCount) : Math.ceil(maxCount / 5) * 5;
  return {
    min: 0,
    max,
    tickAmount: ticks,
    labels: { formatter: (value: number) => String(Math.round(value)) },
  };
}

function chartOptions(
  kind: 'bar' | 'polar',
  labels: string[],
  onSelect: ((index: number) => void) | undefined,
  maxCount = 0,
): ApexOptions {
  const reduced =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Only keys that apply: ApexCharts reads some (stroke, fill, labels) without checking for undefined.
  const common: ApexOptions = {
    chart: {
      toolbar: { show: false },
      fontFamily: 'inherit',
      animations: { enabled: !reduced },
      events: onSelect
        ? {
            dataPointSelection: (_event, _chart, options) => {
              if (typeof options?.dataPointIndex === 'number') onSelect(options.dataPointIndex);
            },
          }
        : {},
    },
    colors: CHART_COLOURS,
    dataLabels: { enabled: false },
    tooltip: { enabled: true },
  };
  if (kind === 'polar')
    return {
      ...common,
      labels,
      legend: { show: true, position: 'bottom' },
      stroke: { colors: ['#ffffff'] },
      // The scale's numbers sit on the slices; the figures are in the data table.
      yaxis: { show: false },
      fill: { opacity: 0.85 },
    };
  return {
    ...common,
    xaxis: { categories: labels, labels: { trim: true, hideOverlappingLabels: true } },
    yaxis: countScale(maxCount),
    plotOptions: { bar: { distributed: true, borderRadius: 3 } },
    legend: { show: false },
  };
}

function BucketChart({
  title,
  kind,
  buckets,
  onDrill,
}: {
  title: string;
  kind: 'bar' | 'polar';
  buckets: Breakdown;
  onDrill?: (bucket: Bucket) => void;
}) {
  const labels = buckets.map((b) => b.label);
  const counts = buckets.map((b) => b.count);
  const onSelect = onDrill
    ? (index: number) => {
        const bucket = buckets[index];
        if (bucket && bucket.criteria) onDrill(bucket);
      }
    : undefined;
  const options = chartOptions(kind, labels, onSelect, Math.max(0, ...counts));
  const series = kind === 'bar' ? [{ name: title, data: counts }] : counts;
  return (
    <ChartBox
      as="figure"
      aria-label={`${kind === 'bar' ? 'Bar' : 'Polar'} chart: ${title}. The figures are in the data table below.`}
    >
      <Suspense fallback={<Spinner label="Loading chart" />}>
        <ApexChart
          type={kind === 'bar' ? 'bar' : 'polarArea'}
          options={options}
          series={series}
          height={300}
        />
      </Suspense>
    </ChartBox>
  );
}

function DataTable({
  title,
  rows,
  bucketHeader,
  onDrill,
}: {
  title: string;
  rows: Breakdown;
  bucketHeader: string;
  onDrill?: (bucket: Bucket) => void;
}) {
  return (
    <Details>
      <summary>Data table</summary>
      <table>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{bucketHeader}</th>
            <th scope="col">Count</th>
            {onDrill && (
              <th scope="col">
                <span className="visually-hidden">Incidents</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((bucket) => (
            <tr key={bucket.key}>
              <th scope="row">{bucket.label}</th>
              <td className="number">{NUMBER_FORMAT.format(bucket.count)}</td>
              {onDrill && (
                <td>
                  {bucket.criteria && bucket.count > 0 && (
                    <Button
                      type="button"
                      variant="link"
                      onClick={() => onDrill(bucket)}
                      aria-label={`Show incidents: ${bucket.label}`}
                    >
                      Show incidents
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Details>
  );
}

/** A table under a disclosure for panels that are not one breakdown (trend, heatmap). */
export function DataDisclosure({
  children,
  summary = 'Data table',
}: {
  children: ReactNode;
  summary?: string;
}) {
  const id = useId();
  return (
    <Details id={id}>
      <summary>{summary}</summary>
      {children}
    </Details>
  );
}

export interface SeriesChartProps {
  label: string;
  categories: string[];
  series: { name: string; data: number[] }[];
}

/** A grouped bar chart of several series (the trend: this period against the previous one). */
export function SeriesChart({ label, categories, series }: SeriesChartProps) {
  const options: ApexOptions = {
    ...chartOptions('bar', categories, undefined, Math.max(0, ...series.flatMap((s) => s.data))),
    plotOptions: { bar: { distributed: false, borderRadius: 3 } },
    legend: { show: true, position: 'bottom' },
    colors: [CHART_COLOURS[1]!, CHART_COLOURS[0]!],
  };
  return (
    <ChartBox as="figure" aria-label={`${label}. The figures are in the data table below.`}>
      <Suspense fallback={<Spinner label="Loading chart" />}>
        <ApexChart type="bar" options={options} series={series} height={300} />
      </Suspense>
    </ChartBox>
  );
}

/** A wide table scrolls inside this box (focusable, named) instead of widening the page. */
export const ScrollRegion = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.focus};
  }
`;

/** A plain figures table (inside a disclosure or a panel). */
export const FiguresTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
