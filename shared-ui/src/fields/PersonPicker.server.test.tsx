/**
 * @jest-environment ../test-kit/jsdomWithFetch.cjs
 */
// The PersonPicker searching the server (issue 14 §7): real shared-api client, real HTTP, an API
// double answering GET /api/user?q=&ids= over an organisation of 2,000 people.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { sessionStore } from 'shared-api';
import { SWRConfig } from 'swr';
import { startTestServer, type TestServer } from '../../../test-kit/src/testServer';
import { renderUi } from '../test/render';
import { PersonPickerField } from './PersonPickerField';
import type { PeopleSource } from './usePeopleSearch';

const FIRST = ['Ada', 'Alan', 'Grace', 'Zoë', 'Sam', 'Priya', 'Tomasz', 'Chloe', 'Mohammed', 'Ola'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Smith', 'Okafor', 'Nowak', 'Patel', 'Jones'];

interface Row {
  id: number;
  firstName: string;
  lastName: string;
  reference: string;
  type: 'student';
}

/** 2,000 service users; people 1 to 10 are archived (reachable by id only, as on the server). */
const PEOPLE: Row[] = Array.from({ length: 2000 }, (_, i) => ({
  id: i + 1,
  firstName: FIRST[i % FIRST.length]!,
  lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]!}${i + 1}`,
  reference: `L${1000 + i}`,
  type: 'student',
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

function renderPicker(initial?: string[], extra: Partial<{ disabled: boolean }> = {}) {
  const submitted: Record<string, unknown>[] = [];
  const source: PeopleSource = { type: 'student', debounceMs: 150 };
  renderUi(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <Form
        initialValues={initial ? { people: initial } : {}}
        onSubmit={(values) => {
          submitted.push(values);
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <PersonPickerField
              name="people"
              label="Service Users Involved"
              source={source}
              {...extra}
            />
            <button type="submit">Go</button>
          </form>
        )}
      />
    </SWRConfig>,
  );
  const input = screen.getByRole('combobox', { name: /Service Users Involved/ });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  return { input, submit, submitted };
}

const searches = () => server.callsTo('GET /api/user').filter((r) => r.query.ids === undefined);
const status = () => screen.getByRole('status');

describe('PersonPicker searching the server', () => {
  it('asks the server once typing pauses and lists its page of matches', async () => {
    const user = userEvent.setup();
    const { input } = renderPicker();
    expect(searches()).toHaveLength(0);
    await user.type(input, 'smith');
    await waitFor(() => expect(status()).toHaveTextContent('250 matches, showing the first 20'));
    // Opening the list asks for the first page; then one request for the five keystrokes.
    expect(searches().map((r) => r.query.q)).toEqual([undefined, 'smith']);
    expect(searches()[1]!.query).toMatchObject({
      type: 'student',
      limit: '20',
      sort: 'firstName,lastName',
      orgId: '3',
    });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(20);
    expect(options.every((o) => /Smith/.test(o.textContent ?? ''))).toBe(true);
    expect(screen.getByText('230 more: keep typing to narrow the list')).toBeInTheDocument();
  });

  it('finds a person beyond the first 1,000 and chooses them by keyboard', async () => {
    const user = userEvent.setup();
    const { input, submit, submitted } = renderPicker();
    await user.type(input, 'patel1984');
    await waitFor(() => expect(status()).toHaveTextContent('1 match'));
    await user.keyboard('{ArrowDown}');
    const option = within(screen.getByRole('listbox')).getByRole('option');
    expect(option).toHaveTextContent('Zoë Patel1984');
    expect(option).toHaveTextContent('L2983');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Zoë Patel1984 added. 1 chosen.');
    const chips = screen.getByRole('list', { name: 'Chosen: Service Users Involved' });
    expect(within(chips).getByText('Zoë Patel1984')).toBeInTheDocument();
    // Accents and case do not matter; the chosen person is not offered again.
    await user.type(input, 'ZOE PATEL19');
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ match/));
    expect(screen.queryByRole('option', { name: /Patel1984/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    submit();
    expect(submitted).toEqual([{ people: ['1984'] }]);
  });

  it('says "No matches found" when the server finds nobody', async () => {
    const user = userEvent.setup();
    const { input } = renderPicker();
    await user.type(input, 'xyz');
    await waitFor(() => expect(status()).toHaveTextContent('No matches found'));
    expect(within(screen.getByRole('combobox').parentElement!).getByText('No matches found'));
  });

  it('names chosen people that no page has shown, archived ones included, by id', async () => {
    const { input } = renderPicker(['1999', '4', '99999']);
    await waitFor(() => expect(screen.getByText('Mohammed Jones1999')).toBeInTheDocument());
    expect(screen.getByText('Zoë Lovelace4')).toBeInTheDocument();
    // Not in this organisation (or never existed): kept, never dropped silently.
    expect(await screen.findByText('No longer listed (99999)')).toBeInTheDocument();
    const byId = server.callsTo('GET /api/user').filter((r) => r.query.ids !== undefined);
    expect(byId.map((r) => r.query.ids)).toEqual(['1999,4,99999']);
    expect(searches()).toHaveLength(0);
    expect(input).toHaveValue('');
  });

  it('read-only: names the chosen people, searches nothing', async () => {
    const { input } = renderPicker(['12'], { disabled: true });
    await waitFor(() => expect(screen.getByText('Alan Turing12')).toBeInTheDocument());
    expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(searches()).toHaveLength(0);
  });

  it('reports a failed search in the live region', async () => {
    server.on('GET /api/user', { status: 500, body: { error: 'Database unavailable' } });
    const user = userEvent.setup();
    const { input } = renderPicker();
    await user.type(input, 'ada');
    await waitFor(() => expect(status()).toHaveTextContent('Search failed: Database unavailable'));
  });
});
