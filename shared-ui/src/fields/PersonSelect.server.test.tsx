/**
 * @jest-environment ../test-kit/jsdomWithFetch.cjs
 */
// The single-choice PersonSelect searching the server (issue 14 §7): real shared-api client, real
// HTTP, an API double answering GET /api/user?q=&ids= over an organisation of 2,000 people.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { sessionStore } from 'shared-api';
import { SWRConfig } from 'swr';
import { startTestServer, type TestServer } from '../../../test-kit/src/testServer';
import { renderUi } from '../test/render';
import { PersonSelectField } from './PersonSelectField';
import { usePeopleNames } from './usePeopleNames';
import type { PeopleSource } from './usePeopleSearch';

const FIRST = ['Ada', 'Alan', 'Grace', 'Zoë', 'Sam', 'Priya', 'Tomasz', 'Chloe', 'Mohammed', 'Ola'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Smith', 'Okafor', 'Nowak', 'Patel', 'Jones'];

interface Row {
  id: number;
  firstName: string;
  lastName: string;
  jobTitle: string;
  type: 'user';
}

/** 2,000 staff; people 1 to 10 are archived (reachable by id only, as on the server). */
const PEOPLE: Row[] = Array.from({ length: 2000 }, (_, i) => ({
  id: i + 1,
  firstName: FIRST[i % FIRST.length]!,
  lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]!}${i + 1}`,
  jobTitle: `Teacher ${i + 1}`,
  type: 'user',
}));
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  sessionStore.set({
    apiToken: 'token-1',
    activeOrg: { id: 3, name: 'Org' },
    userDetails: { id: 8, email: 'lead@x.test' },
  } as never);
  // As GET /api/user does: a name prefix ("first last" or "last first"), or exactly some ids.
  server.on('GET /api/user', ({ query }) => {
    const limit = Number(query.limit ?? 1000);
    let rows = PEOPLE;
    if (query.ids !== undefined) {
      const ids = new Set(query.ids.split(',').map(Number));
      rows = rows.filter((p) => ids.has(p.id));
    } else {
      rows = rows.filter((p) => p.id > 10);
      const q = fold((query.q ?? '').trim());
      if (q)
        rows = rows.filter((p) =>
          [`${p.firstName} ${p.lastName}`, `${p.lastName} ${p.firstName}`].some((n) =>
            fold(n).startsWith(q),
          ),
        );
    }
    return { body: { data: rows.slice(0, limit), page: { total: rows.length } } };
  });
});
afterEach(async () => {
  await server.close();
  sessionStore.clear();
});

function renderSelect(initial?: string | number, extra: Partial<{ disabled: boolean }> = {}) {
  const submitted: Record<string, unknown>[] = [];
  const source: PeopleSource = { type: 'user', debounceMs: 150 };
  renderUi(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <Form
        initialValues={initial !== undefined ? { completedBy: initial } : {}}
        onSubmit={(values) => {
          submitted.push(values);
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <PersonSelectField
              name="completedBy"
              label="Completed By"
              required
              source={source}
              {...extra}
            />
            <button type="submit">Go</button>
          </form>
        )}
      />
    </SWRConfig>,
  );
  const input = screen.getByRole('combobox', { name: /Completed By/ });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  return { input, submit, submitted };
}

const searches = () => server.callsTo('GET /api/user').filter((r) => r.query.ids === undefined);
const byIds = () => server.callsTo('GET /api/user').filter((r) => r.query.ids !== undefined);
const status = () => screen.getByRole('status');

describe('PersonSelect searching the server', () => {
  it('finds a person beyond the first 1,000 and chooses them by keyboard', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderSelect();
    expect(searches()).toHaveLength(0);
    await user.type(input, 'patel1984');
    await waitFor(() => expect(status()).toHaveTextContent('1 match'));
    expect(searches().at(-1)!.query).toMatchObject({
      type: 'user',
      q: 'patel1984',
      limit: '20',
      sort: 'firstName,lastName',
      orgId: '3',
    });
    await user.keyboard('{ArrowDown}');
    const option = within(screen.getByRole('listbox', { name: /Completed By/ })).getByRole(
      'option',
    );
    expect(option).toHaveTextContent('Zoë Patel1984');
    expect(option).toHaveTextContent('Teacher 1984');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    // The chosen person is the field's value, shown in the box.
    expect(input).toHaveValue('Zoë Patel1984');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(status()).toHaveTextContent('Zoë Patel1984 chosen.');
    submit();
    expect(submitted).toEqual([{ completedBy: '1984' }]);
  });

  it('lists the first page when opened, says how many more, and chooses by click', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderSelect();
    await user.type(input, 'smith');
    await waitFor(() => expect(status()).toHaveTextContent('250 matches, showing the first 20'));
    expect(screen.getByText('230 more: keep typing to narrow the list')).toBeInTheDocument();
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(20);
    expect(options.every((o) => /Smith/.test(o.textContent ?? ''))).toBe(true);
    await user.click(options[2]!);
    const chosen = options[2]!.textContent!.replace(/Teacher \d+$/, '');
    expect(input).toHaveValue(chosen);
    submit();
    expect(submitted).toHaveLength(1);
    expect(String(submitted[0]!.completedBy)).toMatch(/^\d+$/);
  });

  it('names an already-chosen person through ids=, archived ones included, searching nothing', async () => {
    const { input } = renderSelect(1999);
    await waitFor(() => expect(input).toHaveValue('Mohammed Jones1999'));
    expect(byIds().map((r) => r.query.ids)).toEqual(['1999']);
    expect(searches()).toHaveLength(0);
  });

  it('keeps a chosen id the organisation does not have, named as no longer listed', async () => {
    const { input, submit, submitted } = renderSelect('99999');
    await waitFor(() => expect(input).toHaveValue('No longer listed (99999)'));
    submit();
    expect(submitted).toEqual([{ completedBy: '99999' }]);
  });

  it('Escape and leaving the field keep the chosen person; emptying the box clears it', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderSelect('1984');
    await waitFor(() => expect(input).toHaveValue('Zoë Patel1984'));
    await user.clear(input);
    expect(status()).toHaveTextContent('Zoë Patel1984 cleared.');
    await user.type(input, 'ada');
    await waitFor(() => expect(status()).toHaveTextContent(/\d+ matches/));
    // Leaving never chooses the highlighted person: the box shows the value (now none).
    await user.tab();
    expect(input).toHaveValue('');
    submit();
    expect(submitted).toEqual([]);
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    await user.click(input);
    await user.type(input, 'grace turing13');
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ match/));
    // The first match is highlighted as the list opens.
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Grace Turing13');
    await user.type(input, 'x');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Grace Turing13');
    submit();
    expect(submitted).toEqual([{ completedBy: '13' }]);
  });

  it('keeps the chosen person in the list, marked, so choosing again changes nothing', async () => {
    const user = userEvent.setup();
    const rendered = renderSelect('13');
    const { input } = rendered;
    const { submit, submitted } = rendered;
    await waitFor(() => expect(input).toHaveValue('Grace Turing13'));
    // Typing over the name (never empty on the way) keeps the choice while searching.
    await user.tripleClick(input);
    await user.keyboard('grace turing13');
    await waitFor(() => expect(status()).toHaveTextContent('2 matches'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Grace Turing13Teacher 13',
      'Grace Turing1373Teacher 1373',
    ]);
    expect(options[0]).toHaveAttribute('data-chosen', 'true');
    expect(options[1]).toHaveAttribute('data-chosen', 'false');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Grace Turing13');
    submit();
    expect(submitted).toEqual([{ completedBy: '13' }]);
  });

  it('says "No matches found" when the server finds nobody', async () => {
    const user = userEvent.setup();
    const { input } = renderSelect();
    await user.type(input, 'xyz');
    await waitFor(() => expect(status()).toHaveTextContent('No matches found'));
  });

  it('read-only: names the chosen person, searches nothing', async () => {
    const { input } = renderSelect('12', { disabled: true });
    await waitFor(() => expect(input).toHaveValue('Alan Turing12'));
    expect(input).toBeDisabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(searches()).toHaveLength(0);
  });

  it('reports a failed search in the live region', async () => {
    server.on('GET /api/user', { status: 500, body: { error: 'Database unavailable' } });
    const user = userEvent.setup();
    const { input } = renderSelect();
    await user.type(input, 'ada');
    await waitFor(() => expect(status()).toHaveTextContent('Search failed: Database unavailable'));
  });
});

function Names({ ids }: { ids: string[] }) {
  const names = usePeopleNames('user', ids);
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{names.optionOf(id)?.label ?? `Staff member ${id}`}</li>
      ))}
    </ul>
  );
}

describe('usePeopleNames', () => {
  it('names exactly the ids asked for, in one request, never the whole list', async () => {
    renderUi(
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        <Names ids={['1999', '1500', '4']} />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByText('Mohammed Jones1999')).toBeInTheDocument());
    expect(screen.getByText('Ola Nowak1500')).toBeInTheDocument();
    expect(screen.getByText('Zoë Lovelace4')).toBeInTheDocument();
    expect(server.callsTo('GET /api/user').map((r) => r.query.ids)).toEqual(['4,1500,1999']);
  });
});
