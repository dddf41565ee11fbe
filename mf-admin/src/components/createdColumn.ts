import { formatDate } from 'shared-api/dates';
import type { DataTableColumn } from 'shared-ui';

/** The 'Date created' column of the administration lists, sorted by the ISO timestamp. */
export function createdColumn<T extends { createdAt?: string | null }>(
  header = 'Date created',
): DataTableColumn<T> {
  return {
    key: 'createdAt',
    header,
    render: (row) => formatDate(row.createdAt),
    sortValue: (row) => row.createdAt ?? '',
  };
}
