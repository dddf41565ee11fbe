// /restraint/oversight (issue 13 §3, §5): leads and administrators see the restraint records with
// open, due or overdue items for a period, open each record, and export the period as CSV or as a
// PDF summary for governors and independent visitors.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession, useTerms } from 'shared-api';
import { formatDateTime } from 'shared-api/dates';
import { Button, Card, PageHeader, Spinner, toast, type DataTableColumn } from 'shared-ui';
import { ReflowTable } from 'shared-ui/search';
import styled from 'styled-components';
import { downloadApiFile } from '../../components/results/downloadPdf';
import {
  exportCsvPath,
  ITEM_LABELS,
  mayOverseeRestraint,
  requestSummaryPdf,
  useOversight,
  type ItemKey,
  type OversightFilter,
  type OversightRow,
} from '../../data/restraint';
import { ItemStatus } from '../RestraintRecord/ItemStatus';

export const OVERSIGHT_TITLE = 'Restraint oversight';
export const NO_ROWS_TEXT = 'There are no restraint records to show';
export const NOT_ALLOWED_TEXT =
  'Only safeguarding leads and administrators can see restraint oversight.';
export const PAGE_SIZE = 50;

const FILTERS: { value: OversightFilter; label: string }[] = [
  { value: 'overdue', label: 'Overdue' },
  { value: 'due', label: 'Due' },
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    display: block;
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  select,
  input {
    font: inherit;
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 6px;
    background: #fff;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(3)};
`;

const ExportRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const isFilter = (value: string | null): value is OversightFilter =>
  value === 'open' || value === 'due' || value === 'overdue' || value === 'all';
const isDate = (value: string | null): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

const ITEMS: ItemKey[] = ['recorded', 'parentsTold', 'signOff', 'debrief'];

export function RestraintOversightScreen() {
  const session = useSession();
  const terms = useTerms();
  const [params, setParams] = useSearchParams();
  const state = isFilter(params.get('state')) ? (params.get('state') as OversightFilter) : 'open';
  const from = isDate(params.get('from')) ? params.get('from')! : '';
  const to = isDate(params.get('to')) ? params.get('to')! : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const allowed = mayOverseeRestraint(session);
  const list = useOversight(
    allowed
      ? { state, from: from || undefined, to: to || undefined, page, pageSize: PAGE_SIZE }
      : null,
  );
  const [draftFrom, setDraftFrom] = useState(from);
  const [draftTo, setDraftTo] = useState(to);
  const [pdfFile, setPdfFile] = useState<number | null>(null);

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  if (!allowed) {
    return (
      <>
        <PageHeader title={OVERSIGHT_TITLE} />
        <p role="alert">{NOT_ALLOWED_TEXT}</p>
      </>
    );
  }

  const rows = list.data?.data;
  const total = list.data?.page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const period = from && to;

  const columns: DataTableColumn<OversightRow>[] = [
    {
      key: 'reference',
      header: 'Incident No',
      render: (row) => (
        <Link to={`/restraint/${encodeURIComponent(row.reference)}`}>besmart-{row.reference}</Link>
      ),
    },
    {
      key: 'subject',
      header: terms.ServiceUser,
      render: (row) => `${row.subject.firstName ?? ''} ${row.subject.lastName ?? ''}`.trim(),
      sortValue: (row) => `${row.subject.lastName ?? ''} ${row.subject.firstName ?? ''}`,
    },
    {
      key: 'incidentAt',
      header: 'Incident',
      render: (row) => formatDateTime(row.incidentAt),
    },
    ...ITEMS.map((key) => ({
      key,
      header: ITEM_LABELS[key],
      sortable: false,
      render: (row: OversightRow) => <ItemStatus item={row.items[key]} />,
    })),
  ];

  const makePdf = async () => {
    if (!period) return;
    try {
      const answer = await requestSummaryPdf(from, to);
      setPdfFile(answer.fileId);
      toast.success('The PDF summary is being made');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Unknown Error: Please try again');
    }
  };

  return (
    <>
      <PageHeader title={OVERSIGHT_TITLE} />
      <Card>
        <Filters role="search" aria-label="Filter restraint records">
          <div>
            <label htmlFor="oversight-state">Show</label>
            <select
              id="oversight-state"
              value={state}
              onChange={(event) => update({ state: event.target.value, page: '' })}
            >
              {FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="oversight-from">From</label>
            <input
              id="oversight-from"
              type="date"
              value={draftFrom}
              onChange={(event) => setDraftFrom(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor="oversight-to">To</label>
            <input
              id="oversight-to"
              type="date"
              value={draftTo}
              onChange={(event) => setDraftTo(event.target.value)}
            />
          </div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => update({ from: draftFrom, to: draftTo, page: '' })}
          >
            Apply period
          </Button>
        </Filters>
        {list.error ? (
          <p role="alert">{list.error.message}</p>
        ) : !rows ? (
          <Spinner label="Loading restraint records" />
        ) : (
          <>
            <p role="status">
              {total} {total === 1 ? 'record' : 'records'}
            </p>
            <ReflowTable
              columns={columns}
              rows={rows}
              rowKey={(row) => row.reference}
              caption={OVERSIGHT_TITLE}
              emptyText={NO_ROWS_TEXT}
            />
            {pages > 1 && (
              <Pager aria-label="Pages">
                <Button
                  type="button"
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => update({ page: String(page - 1) })}
                >
                  Previous
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => update({ page: String(page + 1) })}
                >
                  Next
                </Button>
              </Pager>
            )}
          </>
        )}
        <ExportRow>
          <Button
            type="button"
            variant="secondary"
            disabled={!period}
            onClick={() =>
              void downloadApiFile(exportCsvPath(from, to), `restraint-${from}-${to}.csv`)
            }
          >
            Export CSV
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={!period}
            onClick={() => void makePdf()}
          >
            PDF summary
          </Button>
        </ExportRow>
        {!period && <p>Choose a period (From and To) to export it.</p>}
        {pdfFile !== null && (
          <p role="status">
            <Link to={`/pdfviewer?url=${encodeURIComponent(`/api/file/${pdfFile}`)}`}>
              Open the PDF summary
            </Link>
          </p>
        )}
      </Card>
    </>
  );
}
