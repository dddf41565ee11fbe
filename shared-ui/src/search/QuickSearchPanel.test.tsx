import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, sessionStore, type QueryItem } from 'shared-api';
import { DialogHost } from '../feedback/DialogHost';
import { Toaster } from '../feedback/Toaster';
import { toast } from '../feedback/toastStore';
import { renderUi } from '../test/render';
import { QuickSearchPanel } from './QuickSearchPanel';

const item = (response: string): QueryItem => ({
  key: 'location',
  operator: 'is',
  response,
  relation: 'AND',
});
const storage = { key: 'quickSearch', type: 'combined' };

let stored: { name: string; query: QueryItem[] }[];
let puts: unknown[];
let failPut: string | null;

beforeEach(() => {
  stored = [
    { name: 'zebra', query: [item('Hall')] },
    { name: 'Apple', query: [item('Yard')] },
  ];
  puts = [];
  failPut = null;
  sessionStore.set({
    apiToken: 'token-1',
    activeOrg: { id: 3, name: 'Org' },
    userDetails: { id: 8, email: 'lead@x.test' },
  } as never);
  configureApi({
    baseUrl: '',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      let status = 200;
      let body: unknown;
      if (init?.method === 'PUT') {
        const sent = JSON.parse(String(init.body)) as { data: { value: string }[] };
        puts.push(sent);
        if (failPut) {
          status = 400;
          body = { error: failPut };
        } else {
          stored = JSON.parse(sent.data[0]!.value);
          body = { data: [] };
        }
      } else {
        const where = JSON.parse(url.searchParams.get('where') ?? '{}');
        body = {
          data:
            where.key === storage.key && where.type === storage.type
              ? [
                  {
                    id: 1,
                    user: 8,
                    type: 'combined',
                    key: 'quickSearch',
                    value: JSON.stringify(stored),
                  },
                ]
              : [],
        };
      }
      return { ok: status < 300, status, text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch,
  });
});
afterEach(() => {
  act(() => toast.clear());
});
afterAll(() => {
  configureApi({ fetch: undefined });
  sessionStore.clear();
});

function renderPanel(currentQuery: () => QueryItem[] | null = () => [item('Gym')]) {
  const onLoad = jest.fn();
  const user = userEvent.setup();
  renderUi(
    <>
      <QuickSearchPanel storage={storage} currentQuery={currentQuery} onLoad={onLoad} />
      <DialogHost />
      <Toaster />
    </>,
  );
  return { onLoad, user };
}

const chooser = () => screen.getByRole('combobox', { name: 'Quick Search' });
const names = () =>
  within(chooser())
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('QuickSearchPanel', () => {
  it("lists the caller's quick searches sorted; Get Search and Delete wait for a choice", async () => {
    const { onLoad, user } = renderPanel();
    await waitFor(() => expect(names()).toEqual(['Please select', 'Apple', 'zebra']));
    expect(screen.getByRole('button', { name: 'Get Search' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.selectOptions(chooser(), 'zebra');
    await user.click(screen.getByRole('button', { name: 'Get Search' }));
    expect(onLoad).toHaveBeenCalledWith([item('Hall')]);
  });

  it('deletes only after the confirmation, and keeps the list on No', async () => {
    const { user } = renderPanel();
    await waitFor(() => expect(names()).toContain('Apple'));
    await user.selectOptions(chooser(), 'Apple');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this quick search?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(puts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(names()).toEqual(['Please select', 'zebra']));
    expect(stored.map((q) => q.name)).toEqual(['zebra']);
  });

  it('needs a name and a complete query to save; a saved name replaces the old one', async () => {
    let query: QueryItem[] | null = null;
    const { user } = renderPanel(() => query);
    await waitFor(() => expect(names()).toContain('zebra'));
    const add = screen.getByRole('button', { name: 'Add to Quick Search' });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    await user.click(add);
    const name = screen.getByRole('textbox', { name: /Quick Search Name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required');

    await user.type(name, '  zebra ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please complete the query before continuing')).toBeVisible();
    expect(puts).toHaveLength(0);

    query = [item('Gym')];
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quick Search has been saved')).toBeVisible();
    expect(stored).toEqual([
      { name: 'Apple', query: [item('Yard')] },
      { name: 'zebra', query: [item('Gym')] },
    ]);
    expect(chooser()).toHaveValue('zebra');
  });

  it("shows the server's error when saving fails", async () => {
    failPut = 'data[0].value: too long';
    const { user } = renderPanel();
    await waitFor(() => expect(names()).toContain('zebra'));
    await user.click(screen.getByRole('button', { name: 'Add to Quick Search' }));
    await user.type(screen.getByRole('textbox', { name: /Quick Search Name/ }), 'New');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('data[0].value: too long')).toBeVisible();
    expect(names()).toEqual(['Please select', 'Apple', 'zebra']);
  });
});
