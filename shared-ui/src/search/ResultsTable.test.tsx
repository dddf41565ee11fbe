import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableColumn } from '../components/DataTable';
import { renderUi } from '../test/render';
import { ResultsTable } from './ResultsTable';

interface Row {
  id: number;
  reference: number;
}
const columns: DataTableColumn<Row>[] = [{ key: 'reference', header: 'Incident No' }];
const rows = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, reference: from + i }));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

describe('ResultsTable', () => {
  it('is titled with the total, and says so when nothing matched', () => {
    const { rerender } = renderUi(
      <ResultsTable rows={[]} total={0} columns={columns} rowKey={(r) => r.id} caption="Results" />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'First 250 Results (0 found)',
    );
    expect(screen.getByText('- No results to display -')).toBeInTheDocument();
    rerender(
      <ResultsTable
        rows={rows(2)}
        total={2}
        columns={columns}
        rowKey={(r) => r.id}
        caption="Results"
        title={(n) => `Results (${n} found)`}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Results (2 found)');
    expect(screen.getByRole('region', { name: 'Results' })).toBeInTheDocument();
  });

  it('asks the server for the next step while fewer rows than the total are loaded', async () => {
    const user = userEvent.setup();
    const onMore = jest.fn();
    const { rerender } = renderUi(
      <ResultsTable
        rows={rows(3)}
        total={5}
        columns={columns}
        rowKey={(r) => r.id}
        caption="Results"
        pageStep={3}
        onMore={onMore}
      />,
    );
    expect(bodyRows()).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(
      <ResultsTable
        rows={rows(3)}
        total={5}
        columns={columns}
        rowKey={(r) => r.id}
        caption="Results"
        pageStep={3}
        onMore={onMore}
        loadingMore
      />,
    );
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    rerender(
      <ResultsTable
        rows={rows(5)}
        total={5}
        columns={columns}
        rowKey={(r) => r.id}
        caption="Results"
        pageStep={3}
        onMore={onMore}
      />,
    );
    expect(screen.queryByRole('button', { name: /more|Loading/ })).not.toBeInTheDocument();
  });

  it('pages loaded rows itself without onMore, sorted as asked', async () => {
    const user = userEvent.setup();
    renderUi(
      <ResultsTable
        rows={rows(5)}
        total={5}
        columns={columns}
        rowKey={(r) => r.id}
        caption="Related incidents"
        pageStep={2}
        initialSort={{ key: 'reference', direction: 'desc' }}
      />,
    );
    expect(bodyRows()).toBe(2);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('5');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(bodyRows()).toBe(4);
  });
});
