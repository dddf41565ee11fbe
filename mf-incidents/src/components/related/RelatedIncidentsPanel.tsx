import { useState } from 'react';
import { useTerms } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import styled from 'styled-components';
import { Button, Card, type DataTableColumn } from 'shared-ui';
import { ResultsTable } from 'shared-ui/search';
import { RESULTS_STEP, type IncidentRow } from '../../data/search';
import { IncidentActions } from '../results/IncidentActions';
import { incidentNumber } from '../results/incidentLinks';
import { saveBlob } from '../results/downloadPdf';
import { relatedIncidentsCsv, relatedIncidentsFileName } from './relatedCsv';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export interface RelatedIncidentsPanelProps {
  rows: IncidentRow[];
  total: number;
  /** Only safeguarding leads see delete on related incidents (permissions.ts mayDeleteRelated). */
  canDelete: boolean;
  onDeleted: () => void;
}

/** "Additional Actions": show/hide the related incidents and download them as CSV. */
export function RelatedIncidentsPanel({
  rows,
  total,
  canDelete,
  onDeleted,
}: RelatedIncidentsPanelProps) {
  const terms = useTerms();
  const [open, setOpen] = useState(false);
  const columns: DataTableColumn<IncidentRow>[] = [
    {
      key: 'reference',
      header: 'Incident No',
      render: (row) => incidentNumber(row.reference),
      sortValue: (row) => Number(row.reference) || 0,
    },
    {
      key: 'child',
      header: terms.ServiceUser,
      render: (row) => `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
    },
    {
      key: 'dateOfIncident',
      header: 'Date Of Incident',
      render: (row) => formatDate(row.dateOfIncident, 'dd/MM/yy'),
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <IncidentActions row={row} canDelete={canDelete} showEdit={false} onDeleted={onDeleted} />
      ),
    },
  ];
  const download = () => {
    const csv = relatedIncidentsCsv(rows, window.location.origin);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), relatedIncidentsFileName());
  };
  return (
    <Card title="Additional Actions" headingLevel={2}>
      <Buttons>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide Related Incidents' : 'Show Related Incidents'}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          Download CSV
        </Button>
      </Buttons>
      {open && (
        <ResultsTable
          label="Related Incidents"
          caption="Related incidents"
          headingLevel={3}
          rows={rows}
          total={total}
          columns={columns}
          rowKey={(row) => row.id}
          initialSort={{ key: 'reference', direction: 'desc' }}
          pageStep={RESULTS_STEP}
        />
      )}
    </Card>
  );
}
