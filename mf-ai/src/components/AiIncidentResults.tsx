import type { ReactNode } from 'react';
import { useSession, useTerms } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { Button, IconLink, type DataTableColumn } from 'shared-ui';
import { ResultsTable } from 'shared-ui/search';
import type { IncidentRow } from '../data/incidents';
import { AI_RESULTS_STEP, aiResultsTitle } from '../texts';
import { aiSupportPath, childName, incidentNumber } from './incidentText';
import { RobotIcon } from './RobotIcon';

export interface AiIncidentResultsProps {
  rows: IncidentRow[];
  total: number;
  /** Choose an incident for the prompts on this page (a "Select" action per row). */
  onSelect?: (row: IncidentRow) => void;
  selectedId?: number;
  /** A further action per row (the AI Summary panel's prompt button). */
  rowAction?: (row: IncidentRow) => ReactNode;
  /** Server paging in steps of 2000 (spec 2 §9); absent for the AI (Alpha) list of 100. */
  onMore?: () => void;
  loadingMore?: boolean;
  caption?: string;
}

const flagText = (flag: string | null | undefined) =>
  flag && flag !== 'none' ? flag.charAt(0).toUpperCase() + flag.slice(1) : 'None';

/**
 * The AI incident table (spec 2 §2.9): "Results ({n} found)", Incident No, the child, Year Group,
 * Date Of Incident, Flag, Actions; the robot action only when the organisation accepted the AI terms.
 */
export function AiIncidentResults({
  rows,
  total,
  onSelect,
  selectedId,
  rowAction,
  onMore,
  loadingMore,
  caption = 'Incidents',
}: AiIncidentResultsProps) {
  const terms = useTerms();
  const aiAllowed = Boolean(useSession().activeOrg?.aiTermsAccepted);
  const columns: DataTableColumn<IncidentRow>[] = [
    {
      key: 'reference',
      header: 'Incident No',
      render: (row) => incidentNumber(row.reference),
      sortValue: (row) => row.reference ?? 0,
    },
    { key: 'child', header: terms.ServiceUser, render: childName, sortValue: childName },
    { key: 'yearGroup', header: 'Year Group', render: (row) => row.yearGroup ?? '' },
    {
      key: 'dateOfIncident',
      header: 'Date Of Incident',
      render: (row) => formatDate(row.dateOfIncident, 'dd/MM/yy'),
      sortValue: (row) => row.dateOfIncident ?? '',
    },
    { key: 'flag', header: 'Flag', render: (row) => flagText(row.flag) },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <>
          {onSelect && (
            <Button
              type="button"
              variant="link"
              aria-label={`Select ${incidentNumber(row.reference)}`}
              aria-pressed={selectedId === row.id}
              onClick={() => onSelect(row)}
            >
              {selectedId === row.id ? 'Selected' : 'Select'}
            </Button>
          )}
          {rowAction?.(row)}
          {aiAllowed && row.userId !== null && (
            <IconLink
              label={`AI support for ${incidentNumber(row.reference)}`}
              to={aiSupportPath(row)}
            >
              <RobotIcon />
            </IconLink>
          )}
        </>
      ),
    },
  ];
  return (
    <ResultsTable
      rows={rows}
      total={total}
      columns={columns}
      rowKey={(row) => row.id}
      caption={caption}
      title={aiResultsTitle}
      initialSort={{ key: 'reference', direction: 'desc' }}
      pageStep={AI_RESULTS_STEP}
      onMore={onMore}
      loadingMore={loadingMore}
    />
  );
}
