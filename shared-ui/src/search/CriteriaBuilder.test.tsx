import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fieldsForReportType, resolveTerms, searchFields, type CriterionRow } from 'shared-api';
import { emptyRow, toQuery } from 'shared-api/search';
import { renderUi } from '../test/render';
import { CriteriaBuilder } from './CriteriaBuilder';
import type { SearchOptions } from './options';

const fields = fieldsForReportType(
  'incident',
  searchFields(resolveTerms(null), { enablePILExtras: false }),
);
const options: SearchOptions = {
  deescalationTechniques: [{ value: 'Giving Space', label: 'Giving Space' }],
  gender: [{ value: 'female', label: 'Female' }],
};

let latest: CriterionRow[] = [];
function Harness({ start = [emptyRow()] }: { start?: CriterionRow[] }) {
  const [rows, setRows] = useState(start);
  latest = rows;
  return <CriteriaBuilder rows={rows} onChange={setRows} fields={fields} options={options} />;
}

const criteria = () => screen.getByRole('list', { name: 'Search Criteria' });

describe('CriteriaBuilder', () => {
  it('starts with one empty row: the query and value wait for a field', () => {
    renderUi(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Field 1' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Query 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Value 1' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('offers the operators of the chosen field type and the matching value input', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 1' }), 'Date Of Incident');
    const query = screen.getByRole('combobox', { name: 'Query 1' });
    expect(
      within(query)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['on', 'after', 'before']);
    expect(query).toHaveValue('on');
    await user.type(screen.getByRole('textbox', { name: 'Value 1' }), '05/11/2026');
    expect(toQuery(latest, fields)).toEqual([
      { key: 'dateOfIncident', operator: 'on', response: '2026-11-05', relation: 'AND' },
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 1' }), 'Time Of Incident');
    const times = within(screen.getByRole('combobox', { name: 'Value 1' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(times).toContain('24:00');
    expect(times).not.toContain('24:15');
    expect(times).toContain('01:15');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Field 1' }),
      'De-escalation Technique',
    );
    expect(screen.getByRole('combobox', { name: 'Query 1' })).toHaveValue('exists');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value 1' }), 'Giving Space');
    expect(toQuery(latest, fields)).toEqual([
      { key: 'givingspace', operator: 'exists', response: 'Giving Space', relation: 'AND' },
    ]);
  });

  it('adds rows joined with AND, offers both joins, and renumbers after a removal', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Criteria' }));
    await user.click(screen.getByRole('button', { name: 'Add Criteria' }));
    const join = screen.getByRole('combobox', { name: 'Join for criterion 2' });
    expect(join).toHaveValue('AND');
    expect(
      within(join)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ALL OF THE ABOVE (AND)', 'ANY OF THE ABOVE (OR)']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Join for criterion 3' }), 'OR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 3' }), 'Location');
    await user.click(screen.getByRole('button', { name: 'Remove criterion 2' }));
    expect(latest).toHaveLength(2);
    // The third row became the second, keeping its field and join.
    expect(screen.getByRole('combobox', { name: 'Field 2' })).toHaveValue('location');
    expect(screen.getByRole('combobox', { name: 'Join for criterion 2' })).toHaveValue('OR');
    expect(screen.queryByRole('combobox', { name: 'Field 3' })).not.toBeInTheDocument();
  });

  it('keeps one empty row when the last row is removed', async () => {
    const user = userEvent.setup();
    renderUi(
      <Harness start={[{ field: 'location', operator: 'is', value: 'Hall', relation: 'AND' }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove criterion 1' }));
    expect(latest).toEqual([emptyRow()]);
  });

  it('is usable from the keyboard alone', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Field 1' })).toHaveFocus();
    await user.tab(); // query (disabled) and value (disabled) are skipped
    expect(screen.getByRole('button', { name: 'Remove criterion 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add Criteria' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(criteria()).getByRole('combobox', { name: 'Field 2' })).toBeInTheDocument();
  });
});
