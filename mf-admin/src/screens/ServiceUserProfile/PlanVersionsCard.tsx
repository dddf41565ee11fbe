// The person's Smart Plan versions and what changed between any two (issue 10 §6):
// GET /api/smartplan/versions/{userId} and /api/smartplan/diff?from=&to= (Plus or Care plans).
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import styled from 'styled-components';
import { hasPlusOrCare, request, useSession } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import type { PlanDiff, PlanVersionRow } from 'shared-api/schemas';
import { Card, Spinner, type DataTableColumn } from 'shared-ui';
import { ReflowTable } from '../../components/reflow';
import { pdfViewerHref } from '../../data/submissions';

export const PLAN_VERSIONS_TITLE = 'Smart Plan versions';

function useSmartPlanGet<T>(path: string | null, query?: Record<string, number>) {
  const { apiToken, activeOrg } = useSession();
  const key = path && apiToken ? [path, activeOrg?.id, apiToken, JSON.stringify(query)] : null;
  return useSWR(key, async () => (await request<T>('GET', path!, undefined, query)).data as T);
}

/** 'lowLevelTried' -> 'Low level tried'; technique keys keep their names. */
export function keyLabel(key: string): string {
  if (/\s/.test(key) || !/^[a-z]/.test(key)) return key;
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const authorName = (row: PlanVersionRow) =>
  `${row.author.firstName} ${row.author.lastName}`.trim() || '-';

const Changes = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: 1rem;
    color: ${({ theme }) => theme.colours.deepBlue};
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-top: ${({ theme }) => theme.space(4)};
  label {
    display: block;
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  select {
    font: inherit;
    min-height: 40px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 6px;
  }
`;

function itemsText(change: PlanDiff['changed'][number]): string[] {
  if (!change.items) return [`${change.before || '(empty)'} → ${change.after || '(empty)'}`];
  const { added, removed, checked, unchecked } = change.items;
  return [
    ...added.map((v) => `added: ${v}`),
    ...removed.map((v) => `removed: ${v}`),
    ...checked.map((v) => `ticked: ${v}`),
    ...unchecked.map((v) => `unticked: ${v}`),
  ];
}

function DiffView({ from, to }: { from: number; to: number }) {
  const diff = useSmartPlanGet<PlanDiff>('/api/smartplan/diff', { from, to });
  if (diff.error) return <p role="alert">{(diff.error as Error).message}</p>;
  if (!diff.data) return <Spinner label="Comparing versions" />;
  const { added, removed, changed } = diff.data;
  if (added.length + removed.length + changed.length === 0) {
    return <p>These two versions say the same.</p>;
  }
  return (
    <Changes aria-live="polite">
      {changed.length > 0 && (
        <>
          <h3>Changed</h3>
          <ul>
            {changed.map((c) => (
              <li key={c.key}>
                <strong>{keyLabel(c.key)}</strong>
                <ul>
                  {itemsText(c).map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {added.length > 0 && (
        <>
          <h3>Added</h3>
          <ul>
            {added.map((a) => (
              <li key={a.key}>{keyLabel(a.key)}</li>
            ))}
          </ul>
        </>
      )}
      {removed.length > 0 && (
        <>
          <h3>Removed</h3>
          <ul>
            {removed.map((r) => (
              <li key={r.key}>{keyLabel(r.key)}</li>
            ))}
          </ul>
        </>
      )}
    </Changes>
  );
}

export function PlanVersionsCard({ userId }: { userId: number }) {
  const session = useSession();
  const allowed = hasPlusOrCare(session);
  const id = useId();
  const versions = useSmartPlanGet<PlanVersionRow[]>(
    allowed ? `/api/smartplan/versions/${userId}` : null,
  );
  const rows = versions.data ?? [];
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);

  // Default comparison: the previous version against the latest.
  const loaded = versions.data;
  useEffect(() => {
    if (loaded && loaded.length >= 2 && from === null && to === null) {
      setFrom(loaded[1]!.id);
      setTo(loaded[0]!.id);
    }
  }, [loaded, from, to]);

  if (!allowed) return null;
  const columns: DataTableColumn<PlanVersionRow>[] = [
    {
      key: 'version',
      header: 'Version',
      render: (row) => (
        <Link to={`/behaviour/${userId}/plan/${row.id}`}>
          Version {row.version}
          {row.current ? ' (current)' : ''}
        </Link>
      ),
    },
    {
      key: 'dateOfPlan',
      header: 'Date of Plan',
      render: (row) => (row.dateOfPlan ? formatDate(row.dateOfPlan) : '-'),
    },
    {
      key: 'reviewDate',
      header: 'Review Date',
      render: (row) => (row.reviewDate ? formatDate(row.reviewDate) : '-'),
    },
    { key: 'author', header: 'Author', render: authorName, sortValue: authorName },
    {
      key: 'pdfUrl',
      header: 'PDF',
      sortable: false,
      render: (row) =>
        row.pdfUrl ? (
          <Link to={pdfViewerHref(row.pdfUrl)} aria-label={`PDF of version ${row.version}`}>
            View PDF
          </Link>
        ) : (
          '-'
        ),
    },
  ];
  const option = (row: PlanVersionRow) => (
    <option key={row.id} value={row.id}>
      Version {row.version} ({formatDate(row.createdAt)})
    </option>
  );

  return (
    <Card title={PLAN_VERSIONS_TITLE} style={{ marginBottom: '1rem' }}>
      {versions.error && <p role="alert">{(versions.error as Error).message}</p>}
      {versions.isLoading ? (
        <Spinner />
      ) : (
        <ReflowTable
          caption={PLAN_VERSIONS_TITLE}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          emptyText="There are no Smart Plans for this person yet."
        />
      )}
      {rows.length >= 2 && from !== null && to !== null && (
        <>
          <Pickers>
            <div>
              <label htmlFor={`${id}-from`}>Compare version</label>
              <select
                id={`${id}-from`}
                value={from}
                onChange={(e) => setFrom(Number(e.target.value))}
              >
                {rows.map(option)}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-to`}>with version</label>
              <select id={`${id}-to`} value={to} onChange={(e) => setTo(Number(e.target.value))}>
                {rows.map(option)}
              </select>
            </div>
          </Pickers>
          {from === to ? (
            <p>Choose two different versions to see what changed.</p>
          ) : (
            <DiffView from={from} to={to} />
          )}
        </>
      )}
    </Card>
  );
}
