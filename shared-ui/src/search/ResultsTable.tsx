import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  DataTable,
  DEFAULT_EMPTY_TEXT,
  stackedTableRows,
  type DataTableColumn,
  type DataTableProps,
  type SortDirection,
} from 'shared-ui';

/** The incident and related tables' heading (spec 2 §2.7, spec 3 §9). */
export const resultsTitle = (total: number) => `First 250 Results (${total} found)`;

export interface ResultsTableProps<T> {
  rows: readonly T[];
  /** Matches in all (the answer's `total`), which may exceed the rows loaded. */
  total: number;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Accessible name of the table. */
  caption: string;
  /** The heading from the total; default "First 250 Results ({n} found)". */
  title?: (total: number) => string;
  headingLevel?: 2 | 3;
  /** Accessible name of the section; default the caption. */
  label?: string;
  emptyText?: string;
  initialSort?: { key: string; direction: SortDirection };
  /**
   * Rows per step. With `onMore` the server pages: "Show {pageStep} more" asks for the next page
   * while fewer rows than `total` are loaded. Without it the table shows `pageStep` rows at a time.
   */
  pageStep?: number;
  onMore?: () => void;
  loadingMore?: boolean;
}

/** Below this width the rows become stacked cards (a 360 px phone never scrolls sideways). */
export const RESULTS_REFLOW_BELOW = '700px';

/**
 * Wide screens: a table wider than its column scrolls inside itself, never the page. Narrow
 * screens: the header row is hidden and every cell stacks under its column's label
 * (`data-cell-label`, CSS generated text, which is part of the accessible text).
 */
const Reflow = styled.div`
  max-width: 100%;
  overflow-x: auto;
  @media (max-width: ${RESULTS_REFLOW_BELOW}) {
    overflow-x: visible;
    ${stackedTableRows}
  }
`;

/** Each cell carries its column's header as a label for the stacked layout (not on 'actions'). */
function withCellLabels<T>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] {
  return columns.map((column) => {
    const label = column.header;
    if (column.key === 'actions' || typeof label !== 'string') return column;
    const content = (row: T): ReactNode =>
      column.render
        ? column.render(row)
        : String((row as Record<string, unknown>)[column.key] ?? '');
    return { ...column, render: (row: T) => <div data-cell-label={label}>{content(row)}</div> };
  });
}

/** A DataTable that never widens the page: it scrolls inside itself, or stacks below 700 px. */
export function ReflowTable<T>({ columns, ...rest }: DataTableProps<T>) {
  return (
    <Reflow>
      <DataTable {...rest} columns={withCellLabels(columns)} />
    </Reflow>
  );
}

const Heading = styled.h2`
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colours.deepBlue};
`;

/** A titled, sortable results table paged in steps (incident search, related lists, reports). */
export function ResultsTable<T>({
  rows,
  total,
  columns,
  rowKey,
  caption,
  title = resultsTitle,
  headingLevel = 2,
  label,
  emptyText = DEFAULT_EMPTY_TEXT,
  initialSort,
  pageStep,
  onMore,
  loadingMore = false,
}: ResultsTableProps<T>) {
  const serverPaged = onMore !== undefined;
  return (
    <section aria-label={label ?? caption}>
      <Heading as={`h${headingLevel}`}>{title(total)}</Heading>
      <ReflowTable
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        caption={caption}
        initialSort={initialSort}
        pageStep={serverPaged ? undefined : pageStep}
        emptyText={emptyText}
      />
      {serverPaged && rows.length < total && (
        <Button type="button" variant="secondary" disabled={loadingMore} onClick={onMore}>
          {loadingMore ? 'Loading...' : pageStep ? `Show ${pageStep} more` : 'Show more'}
        </Button>
      )}
    </section>
  );
}
