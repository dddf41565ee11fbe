import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderUi } from '../test/render';
import { PersonPickerField } from './PersonPickerField';
import { buildPersonIndex, matchPeople, type PersonOption } from './personSearch';

const FIRST = ['Ada', 'Alan', 'Grace', 'Zoë', 'Sam', 'Priya', 'Tomasz', 'Chloe', 'Mohammed', 'Ola'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Smith', 'Okafor', 'Nowak', 'Patel', 'Jones'];

/** A secondary school's worth of people: 2,000, with repeated first and last names. */
function organisation(size = 2000): PersonOption[] {
  return Array.from({ length: size }, (_, i) => ({
    value: String(i + 1),
    label: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i + 1}`,
    description: `Year ${7 + (i % 7)}`,
  }));
}

function renderPicker(options: PersonOption[], initial?: string[], extra = {}) {
  const submitted: Record<string, unknown>[] = [];
  renderUi(
    <Form
      initialValues={initial ? { staff: initial } : {}}
      onSubmit={(values) => {
        submitted.push(values);
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <PersonPickerField name="staff" label="Staff Involved" options={options} {...extra} />
          <button type="submit">Go</button>
        </form>
      )}
    />,
  );
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  const input = screen.getByRole('combobox', { name: /Staff Involved/ });
  return { submitted, submit, input };
}

const status = () => screen.getByRole('status');

describe('PersonPicker with an organisation of 2,000 people', () => {
  const people = organisation();

  it('lists at most 50 matches and says how many there are', async () => {
    const user = userEvent.setup();
    const { input } = renderPicker(people);
    const started = performance.now();
    await user.type(input, 'smith');
    const elapsed = performance.now() - started;
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(50);
    expect(options.every((o) => /Smith/.test(o.textContent ?? ''))).toBe(true);
    // 2,000 people, 8 last names: 250 Smiths.
    expect(status()).toHaveTextContent('250 matches, showing the first 50');
    expect(screen.getByText('200 more: keep typing to narrow the list')).toBeInTheDocument();
    // Five keystrokes over 2,000 people with their renders: well under a second each even here.
    expect(elapsed).toBeLessThan(5000);
    await user.clear(input);
    await user.type(input, 'hopper 183 grace');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.firstChild?.textContent),
    ).toEqual(['Grace Hopper 183']);
    expect(status()).toHaveTextContent('1 match');
  });

  it('chooses with the keyboard, shows chips and keeps the order of choice', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderPicker(people);
    await user.type(input, 'grace hopper 183');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const first = within(screen.getByRole('listbox')).getAllByRole('option')[0]!;
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(status()).toHaveTextContent('Grace Hopper 183 added. 1 chosen.');
    await user.type(input, 'zoe');
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Zoë Lovelace 4 added. 2 chosen.');
    const chips = screen.getByRole('list', { name: 'Chosen: Staff Involved' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.firstChild?.textContent),
    ).toEqual(['Grace Hopper 183', 'Zoë Lovelace 4']);
    // A chosen person is not offered again.
    await user.type(input, 'grace hopper 183');
    expect(status()).toHaveTextContent('No matches found');
    await user.keyboard('{Escape}');
    submit();
    expect(submitted).toEqual([{ staff: ['183', '4'] }]);
  });

  it('removes with the chip button or Backspace and gives focus back to the search box', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderPicker(people, ['5', '10', '15']);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove Ola Lovelace 10' }));
    expect(input).toHaveFocus();
    expect(status()).toHaveTextContent('Ola Lovelace 10 removed. 2 chosen.');
    await user.keyboard('{Backspace}');
    expect(status()).toHaveTextContent('Sam Turing 15 removed. 1 chosen.');
    submit();
    expect(submitted).toEqual([{ staff: ['5'] }]);
  });

  it('never adds the highlighted person when the user leaves the field', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderPicker(people);
    await user.type(input, 'priya');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(input).toHaveValue('');
    expect(screen.queryByRole('list', { name: /Chosen/ })).not.toBeInTheDocument();
    submit();
    expect(submitted).toEqual([{}]);
  });

  it('mouse: a click on an option adds it', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderPicker(people);
    await user.type(input, 'tomasz nowak');
    await user.click(screen.getAllByRole('option')[1]!);
    expect(screen.getByRole('button', { name: 'Remove Tomasz Nowak 137' })).toBeInTheDocument();
    submit();
    expect(submitted).toEqual([{ staff: ['137'] }]);
  });
});

describe('PersonPicker rules', () => {
  const few: PersonOption[] = [
    { value: 'a', label: 'Ada Lovelace' },
    { value: 'b', label: 'Alan Turing', disabled: true },
    { value: 'c', label: 'Grace Hopper' },
  ];

  it('required: the error is linked to the search box', () => {
    const { input, submit, submitted } = renderPicker(few, undefined, { required: true });
    expect(input).toHaveAttribute('aria-required', 'true');
    submit();
    expect(submitted).toHaveLength(0);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
  });

  it('keeps a chosen person who is no longer listed, and never offers disabled ones', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderPicker(few, ['gone-7', 'a']);
    expect(screen.getByText('No longer listed (gone-7)')).toBeInTheDocument();
    await user.type(input, 'a');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Grace Hopper']);
    await user.keyboard('{Escape}');
    submit();
    expect(submitted).toEqual([{ staff: ['gone-7', 'a'] }]);
  });

  it('disabled: shows who was chosen without remove buttons', () => {
    const { input } = renderPicker(few, ['a', 'c'], { disabled: true });
    expect(input).toBeDisabled();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});

describe('matchPeople', () => {
  const index = buildPersonIndex([
    { value: '1', label: 'Sam Adams' },
    { value: '2', label: 'Adam Smith' },
    { value: '3', label: 'Jo Mc-Adam' },
    { value: '4', label: 'Zoë Okafor', description: 'Year 9' },
  ]);

  it('ranks names starting with the text, then words starting with it, then the rest', () => {
    expect(matchPeople(index, 'adam', new Set(), 10).shown.map((o) => o.value)).toEqual([
      '2',
      '1',
      '3',
    ]);
  });

  it('matches every word, ignoring case and accents, in names and descriptions', () => {
    expect(matchPeople(index, 'ZOE year 9', new Set(), 10).shown.map((o) => o.value)).toEqual([
      '4',
    ]);
    expect(matchPeople(index, 'zoe year 8', new Set(), 10).total).toBe(0);
  });

  it('leaves out the excluded and counts beyond the limit', () => {
    const result = matchPeople(index, '', new Set(['1']), 2);
    expect(result.shown.map((o) => o.value)).toEqual(['2', '3']);
    expect(result.total).toBe(3);
  });
});
