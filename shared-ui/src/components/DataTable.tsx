import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { sortRows, type SortDirection, type SortValue } from './sortRows';

export type { SortDirection } from './sortRows';

export const DEFAULT_EMPTY_TEXT = '- No results to display -';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; default: the row's property named `key`. */
  render?: (row: T) => ReactNode;
  /** Value used for sorting; default: the row's property named `key`. */
  sortValue?: (row: T) => SortValue;
  /** Default true. */
  sortable?: boolean;
  /** Hidden on small screens (e.g. System Users' e-mail and created columns). */
  hideOnSmall?: boolean;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Accessible name of the table. */
  caption?: string;
  initialSort?: { key: string; direction: SortDirection };
  /** Rows shown at first and added by each 'Show more' (e.g. 250 or 2000); default all. */
  pageStep?: number;
  emptyText?: ReactNode;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colours.white};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colours.deepBlue};
    white-space: nowrap;
  }
  .hide-small {
    @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
      display: none;
    }
  }
`;

const SortButton = styled.button`
  font: inherit;
  font-weight: 700;
  color: inherit;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space(3)} 0;
  color: ${({ theme }) => theme.colours.muted};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colours.muted};
`;

function defaultValue<T>(row: T, key: string): unknown {
  return row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  initialSort,
  pageStep,
  emptyText = DEFAULT_EMPTY_TEXT,
}: DataTableProps<T>) {
  const [sort, setSort] = useState(initialSort);
  const [shown, setShown] = useState(pageStep ?? Infinity);

  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column) return rows;
    const value = column.sortValue ?? ((row: T) => defaultValue(row, column.key) as SortValue);
    return sortRows(rows, value, sort.direction);
  }, [rows, columns, sort]);

  if (rows.length === 0) return <Empty>{emptyText}</Empty>;

  const visible = sorted.slice(0, shown);
  const toggleSort = (key: string) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );

  return (
    <div>
      <Table>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key;
              const ariaSort = active
                ? sort!.direction === 'asc'
                  ? 'ascending'
                  : 'descending'
                : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort}
                  className={column.hideOnSmall ? 'hide-small' : undefined}
                >
                  {column.sortable === false ? (
                    column.header
                  ) : (
                    <SortButton type="button" onClick={() => toggleSort(column.key)}>
                      {column.header}
                      <span aria-hidden="true">
                        {active ? (sort!.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </SortButton>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {visible.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.hideOnSmall ? 'hide-small' : undefined}>
                  {column.render ? column.render(row) : String(defaultValue(row, column.key) ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {pageStep !== undefined && (
        <Footer>
          <span>
            Showing {visible.length} of {rows.length}
          </span>
          {visible.length < rows.length && (
            <Button variant="secondary" onClick={() => setShown((n) => n + pageStep)}>
              Show more
            </Button>
          )}
        </Footer>
      )}
    </div>
  );
}
