// PersonSelect with `options` (a short list the screen already has): the same search as
// PersonPicker's, one person as the value.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderUi } from '../test/render';
import type { PersonOption } from './personSearch';
import { PersonSelectField } from './PersonSelectField';

const OPTIONS: PersonOption[] = [
  { value: '1', label: 'Zoë Adams', description: 'Year 7' },
  { value: '2', label: 'Adam Smith', description: 'Year 9' },
  { value: '3', label: 'Beth Jones', description: 'Year 8' },
];

function renderSelect(initial?: string, disabled = false) {
  const submitted: Record<string, unknown>[] = [];
  renderUi(
    <Form
      initialValues={initial ? { person: initial } : {}}
      onSubmit={(values) => {
        submitted.push(values);
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <PersonSelectField
            name="person"
            label="Person"
            options={OPTIONS}
            disabled={disabled}
            hint="Type a name"
          />
          <button type="submit">Go</button>
        </form>
      )}
    />,
  );
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  const input = screen.getByRole('combobox', { name: /Person/ });
  return { submitted, submit, input };
}

describe('PersonSelect with options', () => {
  it('filters accent- and case-insensitively, names first, and chooses by keyboard', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderSelect();
    expect(input).toHaveAccessibleDescription('Type a name');
    await user.type(input, 'ADAM');
    const list = screen.getByRole('listbox', { name: 'Person' });
    // "Adam Smith" starts with the text, "Zoë Adams" has a word that does.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Adam SmithYear 9', 'Zoë AdamsYear 7']);
    expect(screen.getByRole('status')).toHaveTextContent('2 matches');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Zoë Adams');
    expect(screen.getByRole('status')).toHaveTextContent('Zoë Adams chosen.');
    submit();
    expect(submitted).toEqual([{ person: '1' }]);
  });

  it('shows a saved choice by name and is read-only when disabled', () => {
    renderSelect('3', true);
    const input = screen.getByRole('combobox', { name: /Person/ });
    expect(input).toHaveValue('Beth Jones');
    expect(input).toBeDisabled();
  });

  it('keeps a value that is no longer among the options', () => {
    const { input } = renderSelect('77');
    expect(input).toHaveValue('No longer listed (77)');
  });

  it('says "No matches found" when nobody matches', async () => {
    const user = userEvent.setup();
    const { input } = renderSelect();
    await user.type(input, 'qq');
    expect(screen.getByRole('status')).toHaveTextContent('No matches found');
  });
});
