import { css } from 'styled-components';

/**
 * A table's rows as stacked cards: for inside a narrow-screen media query around a DataTable. The
 * header row is hidden and every cell stacks under its column's label (`data-cell-label`, CSS
 * generated text, which is part of the accessible text in Chromium, Firefox and Safari).
 */
export const stackedTableRows = css`
  table,
  tbody,
  tr,
  td {
    display: block;
    width: 100%;
    box-sizing: border-box;
  }
  thead {
    display: none;
  }
  tr {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  td {
    border: 0;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  [data-cell-label]::before {
    content: attr(data-cell-label);
    display: block;
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
`;
