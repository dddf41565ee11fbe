import { useTerms } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { type DataTableColumn } from 'shared-ui';
import { ResultsTable } from 'shared-ui/search';
import { RESULTS_STEP, type IncidentRow } from '../../data/search';
import { CpomsStatus } from './CpomsStatus';
import { FlagControl } from './FlagControl';
import { IncidentActions } from './IncidentActions';
import { incidentNumber } from './incidentLinks';
import { ParentsInformedControl } from './ParentsInformedControl';

export interface IncidentResultsProps {
  rows: IncidentRow[];
  total: number;
  showCpoms: boolean;
  cpomsEnabled: boolean;
  /** The caller may push to CPOMS (permissions.ts mayPushToCpoms). */
  canPushCpoms: boolean;
  canDelete: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onChanged: (row: IncidentRow) => void;
  onReload: () => void;
}

const childName = (row: IncidentRow) => `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim();

/** The incident search results (spec 2 §2.7). */
export function IncidentResults({
  rows,
  total,
  showCpoms,
  cpomsEnabled,
  canPushCpoms,
  canDelete,
  loadingMore,
  onMore,
  onChanged,
  onReload,
}: IncidentResultsProps) {
  const terms = useTerms();
  const columns: DataTableColumn<IncidentRow>[] = [
    {
      key: 'reference',
      header: 'Incident No',
      render: (row) => incidentNumber(row.reference),
      sortValue: (row) => Number(row.reference) || row.reference || '',
    },
    { key: 'child', header: terms.ServiceUser, render: childName, sortValue: childName },
    {
      key: 'dateOfIncident',
      header: 'Date Of Incident',
      render: (row) => formatDate(row.dateOfIncident, 'dd/MM/yy'),
    },
    {
      key: 'parentsInformed',
      header: 'Parents Informed',
      sortable: false,
      render: (row) => (
        <ParentsInformedControl
          id={row.id}
          value={row.parentsInformed}
          onSaved={(parentsInformed) => onChanged({ ...row, parentsInformed })}
        />
      ),
    },
    ...(showCpoms
      ? [
          {
            key: 'cpoms',
            header: 'CPOMS',
            sortable: false,
            render: (row: IncidentRow) => (
              <CpomsStatus
                row={row}
                enabled={cpomsEnabled}
                allowed={canPushCpoms}
                onPushed={onReload}
              />
            ),
          },
        ]
      : []),
    {
      key: 'flag',
      header: 'Flag',
      sortable: false,
      render: (row) => (
        <FlagControl id={row.id} value={row.flag} onSaved={(flag) => onChanged({ ...row, flag })} />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => <IncidentActions row={row} canDelete={canDelete} onDeleted={onReload} />,
    },
  ];
  return (
    <ResultsTable
      label="Results"
      caption="Incident search results"
      rows={rows}
      total={total}
      columns={columns}
      rowKey={(row) => row.id}
      pageStep={RESULTS_STEP}
      onMore={onMore}
      loadingMore={loadingMore}
    />
  );
}
