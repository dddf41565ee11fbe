import { Card, Spinner, type DataTableProps } from 'shared-ui';
import { ReflowTable } from './reflow';
import { LoadError } from '../screens/SystemUsers/ui';

export const NO_RECORDS = 'There are no records to display.';

type Props<T> = Omit<DataTableProps<T>, 'rows' | 'emptyText'> & {
  error: unknown;
  /** Undefined until the list has arrived. */
  rows: readonly T[] | undefined;
  loadingLabel: string;
};

/** A list screen's card: the load error, a spinner until the rows arrive, then the table. */
export function ListCard<T>({ error, rows, loadingLabel, ...table }: Props<T>) {
  return (
    <Card>
      {error ? (
        <LoadError error={error} />
      ) : !rows ? (
        <Spinner label={loadingLabel} />
      ) : (
        <ReflowTable {...table} rows={rows} emptyText={NO_RECORDS} />
      )}
    </Card>
  );
}
