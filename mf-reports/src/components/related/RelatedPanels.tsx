import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTerms } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { downloadCsv } from 'shared-api/csv';
import type { ClickerRow, ConcernRow } from 'shared-api/schemas';
import { Button, Card, type DataTableColumn } from 'shared-ui';
import { ResultsTable } from 'shared-ui/search';
import { RELATED_LIMIT, type IncidentRow } from '../../data/analytics';
import {
  clickerDate,
  concernDate,
  incidentNumber,
  incidentPath,
  relatedClickersCsv,
  relatedClickersFileName,
  relatedIncidentsCsv,
  relatedIncidentsFileName,
  relatedLogsCsv,
  relatedLogsFileName,
} from './relatedCsv';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

interface PanelProps<T> {
  /** 'Incidents', 'Clickers' or 'Logs': "Show Related Incidents". */
  noun: string;
  rows: readonly T[];
  total: number;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => number;
  initialSort: { key: string; direction: 'asc' | 'desc' };
  download: () => void;
}

/** "Additional Actions": Show/Hide Related ..., Download CSV and the first 250 rows (spec 2 §2.7-2.8). */
function RelatedPanel<T>({
  noun,
  rows,
  total,
  columns,
  rowKey,
  initialSort,
  download,
}: PanelProps<T>) {
  const [open, setOpen] = useState(false);
  return (
    <Card title="Additional Actions" headingLevel={2} className="no-print">
      <Buttons>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? `Hide Related ${noun}` : `Show Related ${noun}`}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          Download CSV
        </Button>
      </Buttons>
      {open && (
        <ResultsTable
          label={`Related ${noun}`}
          caption={`Related ${noun.toLowerCase()}`}
          headingLevel={3}
          rows={rows}
          total={total}
          columns={columns}
          rowKey={rowKey}
          initialSort={initialSort}
          pageStep={RELATED_LIMIT}
        />
      )}
    </Card>
  );
}

const name = (row: { firstname: string | null; lastname: string | null }) =>
  `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim();

export function RelatedIncidentsPanel({
  rows,
  total,
}: {
  rows: readonly IncidentRow[];
  total: number;
}) {
  const terms = useTerms();
  const columns: DataTableColumn<IncidentRow>[] = [
    {
      key: 'reference',
      header: 'Incident No',
      render: (row) => <Link to={incidentPath(row)}>{incidentNumber(row.reference)}</Link>,
      sortValue: (row) => row.reference ?? 0,
    },
    { key: 'child', header: terms.ServiceUser, render: name, sortValue: name },
    {
      key: 'dateOfIncident',
      header: 'Date Of Incident',
      render: (row) => formatDate(row.dateOfIncident, 'dd/MM/yy'),
    },
  ];
  return (
    <RelatedPanel
      noun="Incidents"
      rows={rows}
      total={total}
      columns={columns}
      rowKey={(row) => row.id}
      initialSort={{ key: 'reference', direction: 'desc' }}
      download={() =>
        downloadCsv(relatedIncidentsFileName(), relatedIncidentsCsv(rows, window.location.origin))
      }
    />
  );
}

export function RelatedClickersPanel({
  rows,
  total,
}: {
  rows: readonly ClickerRow[];
  total: number;
}) {
  const terms = useTerms();
  const columns: DataTableColumn<ClickerRow>[] = [
    {
      key: 'createdAt',
      header: 'Date',
      render: (row) => clickerDate(row.createdAt),
      sortValue: (row) => row.id,
    },
    { key: 'child', header: terms.ServiceUser, render: name, sortValue: name },
    { key: 'type', header: 'Type' },
    { key: 'yearGroup', header: 'Year Group', render: (row) => row.yearGroup ?? '' },
  ];
  return (
    <RelatedPanel
      noun="Clickers"
      rows={rows}
      total={total}
      columns={columns}
      rowKey={(row) => row.id}
      initialSort={{ key: 'createdAt', direction: 'desc' }}
      download={() => downloadCsv(relatedClickersFileName(), relatedClickersCsv(rows))}
    />
  );
}

export function RelatedLogsPanel({ rows, total }: { rows: readonly ConcernRow[]; total: number }) {
  const terms = useTerms();
  const columns: DataTableColumn<ConcernRow>[] = [
    { key: 'concernDate', header: 'Date', render: concernDate, sortValue: (row) => row.id },
    { key: 'child', header: terms.ServiceUser, render: name, sortValue: name },
    { key: 'group', header: 'group', render: (row) => row.group ?? '' },
    { key: 'concern', header: 'Concern', render: (row) => row.concern ?? '' },
    { key: 'type', header: 'Type', render: (row) => row.type ?? '' },
    { key: 'action', header: 'Action', render: (row) => row.action ?? '' },
    {
      key: 'actionDate',
      header: 'Action Date',
      render: (row) => (row.actionDate ? formatDate(row.actionDate) : ''),
    },
  ];
  return (
    <RelatedPanel
      noun="Logs"
      rows={rows}
      total={total}
      columns={columns}
      rowKey={(row) => row.id}
      initialSort={{ key: 'concernDate', direction: 'desc' }}
      download={() => downloadCsv(relatedLogsFileName(), relatedLogsCsv(rows))}
    />
  );
}
