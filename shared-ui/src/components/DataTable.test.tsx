import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '../test/render';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: number;
  name: string;
  reference: string | null;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'reference', header: 'Learner Number' },
  {
    key: 'actions',
    header: 'Actions',
    sortable: false,
    render: (row) => <button>Edit {row.name}</button>,
  },
];

const rows: Row[] = [
  { id: 1, name: 'charlie', reference: '10' },
  { id: 2, name: 'Alice', reference: '2' },
  { id: 3, name: 'bob', reference: null },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

it('sorts by a column, toggling direction, with blanks last', () => {
  renderUi(
    <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Service users" />,
  );
  expect(names()).toEqual(['charlie', 'Alice', 'bob']);
  fireEvent.click(screen.getByRole('button', { name: /Name/ }));
  expect(names()).toEqual(['Alice', 'bob', 'charlie']);
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  fireEvent.click(screen.getByRole('button', { name: /Name/ }));
  expect(names()).toEqual(['charlie', 'bob', 'Alice']);
  fireEvent.click(screen.getByRole('button', { name: /Learner Number/ }));
  expect(names()).toEqual(['Alice', 'charlie', 'bob']);
  expect(screen.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
});

it('honours an initial sort', () => {
  renderUi(
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      initialSort={{ key: 'reference', direction: 'desc' }}
    />,
  );
  expect(names()).toEqual(['charlie', 'Alice', 'bob']);
});

it("shows rows in steps with 'Show more'", () => {
  const many = Array.from({ length: 5 }, (_, i) => ({
    id: i,
    name: `Person ${i}`,
    reference: String(i),
  }));
  renderUi(<DataTable columns={columns} rows={many} rowKey={(r) => r.id} pageStep={2} />);
  expect(names()).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(names()).toHaveLength(4);
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(names()).toHaveLength(5);
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});

it('shows the empty text, default or given', () => {
  const { unmount } = renderUi(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} />);
  expect(screen.getByText('- No results to display -')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  unmount();
  renderUi(
    <DataTable columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="No Logs available" />,
  );
  expect(screen.getByText('No Logs available')).toBeInTheDocument();
});
