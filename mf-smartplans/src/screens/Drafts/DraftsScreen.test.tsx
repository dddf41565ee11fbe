import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import {
  currentLocation,
  renderPlans,
  resetAfterEach,
  signIn,
  signInOnPlan,
  toastTexts,
} from '../../testing/renderPlans';

let server: TestServer | undefined;
resetAfterEach(() => server);

const DRAFTS = [
  {
    id: 55,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    subject: { id: 41, firstName: 'Ava', lastName: 'Brown' },
  },
  {
    id: 56,
    createdAt: new Date(Date.now() - 2 * 86400_000).toISOString(),
    subject: { id: 42, firstName: 'Ben', lastName: 'Cole' },
  },
];

async function startDraftsApi(rows: () => unknown[]) {
  server = await startTestServer();
  server.on('GET /api/smartplan/drafts', () => ({ body: { data: rows(), page: { total: 2 } } }));
  return server;
}

test('lists the drafts with relative times; edit opens the wizard; delete archives after the question', async () => {
  let archived = false;
  const api = await startDraftsApi(() => (archived ? DRAFTS.slice(1) : DRAFTS));
  api.on('PATCH /api/formsubmission/55', () => {
    archived = true;
    return { body: { data: { id: 55, status: 'Archived' } } };
  });
  signIn();
  const { user } = renderPlans('/behaviour/drafts');

  const table = await screen.findByRole('table', { name: 'Incomplete Smart Plans' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
  expect(headers).toEqual(['Draft ID', 'Created', 'Service User', 'Edit']);
  const ava = within(table).getByText('Ava Brown').closest('tr')!;
  expect(within(ava).getByText('about 3 hours ago')).toBeInTheDocument();
  expect(within(table).getByText('2 days ago')).toBeInTheDocument();
  // Sub-navigation.
  const nav = screen.getByRole('navigation', { name: 'Smart Plans' });
  expect(within(nav).getByRole('link', { name: 'Incomplete Smart Plans' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(nav).getByRole('link', { name: 'My Smart Plans' })).toHaveAttribute(
    'href',
    '/plans',
  );

  await user.click(screen.getByRole('button', { name: 'Delete draft 55 (Ava Brown)' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to delete this?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'No' }));
  expect(api.callsTo('PATCH /api/formsubmission/55')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete draft 55 (Ava Brown)' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByText('Ava Brown')).not.toBeInTheDocument());
  expect(api.callsTo('PATCH /api/formsubmission/55')[0]?.body).toEqual({ status: 'Archived' });
  expect(toastTexts()).toContain('success: Draft deleted');

  await user.click(screen.getByRole('link', { name: 'Edit draft 56 (Ben Cole)' }));
  expect(currentLocation()).toBe('/behaviour/42/edit');
});

test('the empty texts', async () => {
  await startDraftsApi(() => []);
  signIn();
  renderPlans('/behaviour/drafts');
  expect(await screen.findByText('There are no results to display.')).toBeInTheDocument();
  expect(screen.getByText('- No results to display -')).toBeInTheDocument();
});

test('Care organisations have no Smart Plans area', async () => {
  const api = await startDraftsApi(() => DRAFTS);
  signInOnPlan('Care');
  renderPlans('/behaviour/drafts');
  expect(
    await screen.findByText("Smart Plans are not part of your organisation's plan."),
  ).toBeInTheDocument();
  expect(api.callsTo('GET /api/smartplan/drafts')).toHaveLength(0);
});
