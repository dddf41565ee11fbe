import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable, stackedTableRows, type DataTableColumn, type DataTableProps } from 'shared-ui';

/** Below this width a table's rows become stacked cards (a 360 px phone never scrolls sideways). */
export const REFLOW_BELOW = '700px';

/**
 * Wraps a shared-ui DataTable. On narrow screens the header row is hidden and every cell stacks
 * under the label its column carries (see withCellLabels); on wide screens nothing changes.
 */
export const Reflow = styled.div`
  @media (max-width: ${REFLOW_BELOW}) {
    ${stackedTableRows}
    td:empty {
      display: none;
    }
  }
  @media print {
    button {
      display: none;
    }
  }
`;

/**
 * The columns with their header carried by each cell (`data-cell-label`), drawn before the value
 * only when the table reflows: then the header row is hidden and this label names the value (CSS
 * generated text is part of the accessible text in Chromium, Firefox and Safari). Columns named in
 * `bare` (actions, whose buttons name themselves) and columns without a text header get none.
 */
export function withCellLabels<T>(
  columns: DataTableColumn<T>[],
  bare: readonly string[] = ['actions'],
): DataTableColumn<T>[] {
  return columns.map((column) => {
    const label = column.header;
    if (bare.includes(column.key) || typeof label !== 'string') return column;
    const content = (row: T): ReactNode =>
      column.render
        ? column.render(row)
        : String((row as Record<string, unknown>)[column.key] ?? '');
    return {
      ...column,
      render: (row: T) => <div data-cell-label={label}>{content(row)}</div>,
    };
  });
}

/** A shared-ui DataTable that reflows into stacked rows on narrow screens. */
export function ReflowTable<T>({ columns, ...rest }: DataTableProps<T>) {
  return (
    <Reflow>
      <DataTable {...rest} columns={withCellLabels(columns)} />
    </Reflow>
  );
}
