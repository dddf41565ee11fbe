// Beyond the spec on the Global Incident Report (issue 11 Deliver 5): the trend against the
// previous period, the day-by-hour heatmap and the disproportionality panel.
import { format, parse } from 'date-fns';
import styled from 'styled-components';
import { useTerms } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import type {
  Disproportionality,
  DisproportionalityDimension,
  IncidentHeatmap,
  IncidentTrend,
} from 'shared-api/schemas';
import { EmptyState, type DataTableColumn } from 'shared-ui';
import { ReflowTable } from 'shared-ui/search';
import {
  DataDisclosure,
  FiguresTable,
  Panel,
  ScrollRegion,
  SeriesChart,
} from '../../../components/ChartPanel';
import { NUMBER_FORMAT } from '../../../components/format';

const EMPTY = 'Not enough data available';

export const monthLabel = (month: string) => {
  const date = parse(month, 'yyyy-MM', new Date());
  return Number.isNaN(date.getTime()) ? month : format(date, 'MMM yyyy');
};

/** "+25%", "-10%", "no change"; "new" when the previous period had none. */
export function changeText(total: number, previous: number): string {
  if (previous === 0) return total === 0 ? 'no change' : 'none in the previous period';
  const change = Math.round(((total - previous) / previous) * 100);
  if (change === 0) return 'no change';
  return `${change > 0 ? '+' : ''}${change}% on the previous period`;
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colours.text};
`;

export function TrendPanel({ trend }: { trend: IncidentTrend }) {
  const empty = trend.total === 0 && trend.previousTotal === 0;
  const categories = trend.months.map((m) => monthLabel(m.month));
  return (
    <Panel title="Trend: this period against the previous one" headingLevel={2}>
      <Summary>
        {NUMBER_FORMAT.format(trend.total)} incidents from {formatDate(trend.from)} to{' '}
        {formatDate(trend.to)}; {NUMBER_FORMAT.format(trend.previousTotal)} from{' '}
        {formatDate(trend.previousFrom)} to {formatDate(trend.previousTo)} (
        {changeText(trend.total, trend.previousTotal)}).
      </Summary>
      {empty ? (
        <EmptyState message={EMPTY} />
      ) : (
        <>
          <SeriesChart
            label="Bar chart: incidents by month, this period against the previous one"
            categories={categories}
            series={[
              { name: 'This period', data: trend.months.map((m) => m.count) },
              { name: 'Previous period', data: trend.months.map((m) => m.previousCount) },
            ]}
          />
          <DataDisclosure>
            <table>
              <caption className="visually-hidden">
                Incidents by month against the previous period
              </caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">This period</th>
                  <th scope="col">Previous period</th>
                </tr>
              </thead>
              <tbody>
                {trend.months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{monthLabel(m.month)}</th>
                    <td className="number">{NUMBER_FORMAT.format(m.count)}</td>
                    <td className="number">{NUMBER_FORMAT.format(m.previousCount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DataDisclosure>
        </>
      )}
    </Panel>
  );
}

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourLabel = (hour: number) => String(hour).padStart(2, '0');

const HeatTable = styled(FiguresTable)`
  min-width: 52rem;
  font-size: 0.8125rem;
  th,
  td {
    padding: ${({ theme }) => theme.space(1)};
    text-align: center;
    border: 1px solid ${({ theme }) => theme.colours.border};
  }
  tbody th {
    text-align: left;
    white-space: nowrap;
  }
`;

/** Orange at 8-100 % over white; the deep blue text keeps AA contrast on every shade. */
function shade(count: number, max: number): string | undefined {
  if (count === 0 || max === 0) return undefined;
  const alpha = 0.08 + 0.92 * (count / max);
  return `rgba(255, 131, 0, ${alpha.toFixed(2)})`;
}

export function HeatmapPanel({ heatmap }: { heatmap: IncidentHeatmap }) {
  const counts = new Map(heatmap.cells.map((c) => [`${c.weekday}-${c.hour}`, c.count]));
  const max = Math.max(0, ...heatmap.cells.map((c) => c.count));
  return (
    <Panel title="Incidents by day and hour" headingLevel={2}>
      {max === 0 ? (
        <EmptyState message={EMPTY} />
      ) : (
        <ScrollRegion role="region" aria-label="Incidents by day and hour table" tabIndex={0}>
          <HeatTable>
            <caption className="visually-hidden">
              Incidents by day of the week (rows) and hour of the day (columns); darker cells have
              more
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {HOURS.map((hour) => (
                  <th scope="col" key={hour}>
                    {hourLabel(hour)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {HOURS.map((hour) => {
                    const count = counts.get(`${index + 1}-${hour}`) ?? 0;
                    return (
                      <td key={hour} style={{ background: shade(count, max) }}>
                        {count}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </HeatTable>
        </ScrollRegion>
      )}
    </Panel>
  );
}

type DispRow = Disproportionality['rows'][number];
type Dimension = DisproportionalityDimension;

export const DIMENSION_LABELS: Record<Dimension, string> = {
  ethnicity: 'Ethnicity',
  gender: 'Gender',
  yearGroup: 'Year group',
  sen: 'SEN status',
};

const DIMENSION_HEADINGS: Record<Dimension, string> = {
  ethnicity: 'By ethnicity',
  gender: 'By gender',
  yearGroup: 'By year group',
  sen: 'By SEN status',
};

const rate = (value: number | null) => (value === null ? 'No roll' : value.toFixed(1));

const Note = styled.p`
  color: ${({ theme }) => theme.colours.muted};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const DimensionHeading = styled.h3`
  font-size: 1rem;
  color: ${({ theme }) => theme.colours.deepBlue};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
`;

/** Physical and restrictive interventions per 100 of the roll by group, one table per dimension. */
export function DisproportionalityPanel({ data }: { data: Disproportionality }) {
  const terms = useTerms();
  const dimensions = (Object.keys(DIMENSION_LABELS) as Dimension[]).filter((d) =>
    data.rows.some((r) => (r.dimension as string) === d),
  );
  return (
    <Panel title="Disproportionality: interventions per 100 of the roll" headingLevel={2}>
      <Note>
        Physical and restrictive interventions per 100 {terms.ServiceUsers.toLowerCase()} on the
        roll of each group, so a group restrained more than others stands out. The highest rate of
        each table is marked.
      </Note>
      {dimensions.length === 0 ? (
        <EmptyState message={EMPTY} />
      ) : (
        dimensions.map((dimension) => {
          const rows = data.rows.filter((r) => (r.dimension as string) === dimension);
          const highest = Math.max(0, ...rows.map((r) => r.physicalPer100 ?? 0));
          const columns: DataTableColumn<DispRow>[] = [
            { key: 'group', header: DIMENSION_LABELS[dimension] },
            { key: 'roll', header: 'Roll' },
            { key: 'incidents', header: 'Incidents' },
            { key: 'physical', header: 'Physical' },
            { key: 'restrictive', header: 'Restrictive' },
            {
              key: 'physicalPer100',
              header: 'Physical per 100',
              render: (row) =>
                highest > 0 && row.physicalPer100 === highest ? (
                  <strong>{rate(row.physicalPer100)} (highest)</strong>
                ) : (
                  rate(row.physicalPer100)
                ),
              sortValue: (row) => row.physicalPer100 ?? -1,
            },
            {
              key: 'restrictivePer100',
              header: 'Restrictive per 100',
              render: (row) => rate(row.restrictivePer100),
              sortValue: (row) => row.restrictivePer100 ?? -1,
            },
          ];
          return (
            <section key={dimension} aria-label={DIMENSION_HEADINGS[dimension]}>
              <DimensionHeading>{DIMENSION_HEADINGS[dimension]}</DimensionHeading>
              <ReflowTable
                columns={columns}
                rows={rows}
                rowKey={(row) => `${row.dimension}-${row.group}`}
                caption={`Interventions per 100 of the roll: ${DIMENSION_HEADINGS[dimension]}`}
                initialSort={{ key: 'physicalPer100', direction: 'desc' }}
              />
            </section>
          );
        })
      )}
    </Panel>
  );
}
