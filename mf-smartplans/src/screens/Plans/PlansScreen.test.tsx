import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import {
  renderPlans,
  resetAfterEach,
  signIn,
  signInOnPlan,
  toastTexts,
} from '../../testing/renderPlans';

let server: TestServer | undefined;
resetAfterEach(() => server);

const row = (
  id: number,
  subject: [number, string, string],
  reviewStatus: string | null,
  authorId = 12,
) => ({
  id,
  reference: id,
  subject: { id: subject[0], firstName: subject[1], lastName: subject[2] },
  author: { id: authorId, firstName: 'Lee', lastName: 'Lead' },
  version: 2,
  createdAt: new Date(Date.now() - 86400_000).toISOString(),
  dateOfPlan: '2026-10-01',
  reviewDate: '2026-12-01',
  reviewStatus,
  pdfUrl: `/api/file/${id}`,
});

test('the Results table: status column, view, edit, and delete of own plans only', async () => {
  let archived = false;
  server = await startTestServer();
  server.on('GET /api/smartplan', () => ({
    body: {
      data: [
        row(70, [41, 'Ava', 'Brown'], 'current'),
        row(71, [42, 'Ben', 'Cole'], 'overdue', 99),
        ...(archived ? [] : [row(72, [43, 'Cara', 'Dee'], 'dueSoon')]),
      ],
      page: { total: 3 },
    },
  }));
  server.on('PATCH /api/formsubmission/72', () => {
    archived = true;
    return { body: { data: { id: 72, status: 'Archived' } } };
  });
  signIn();
  const { user } = renderPlans('/plans');

  const table = await screen.findByRole('table', { name: 'Results' });
  // Sorted by status: overdue first.
  const names = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
  expect(names).toEqual(['Ben Cole', 'Cara Dee', 'Ava Brown']);
  expect(within(table).getByText('Overdue')).toBeInTheDocument();
  expect(within(table).getByText('Due soon')).toBeInTheDocument();
  expect(within(table).getByText('Current')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Smart Plan of Ava Brown' })).toHaveAttribute(
    'href',
    '/behaviour/41/plan/70',
  );
  expect(screen.getByRole('link', { name: 'Edit Smart Plan of Ben Cole' })).toHaveAttribute(
    'href',
    '/behaviour/42/edit',
  );
  // Another author's plan: no delete for a non-admin.
  expect(screen.queryByRole('button', { name: 'Delete Smart Plan of Ben Cole' })).toBeNull();
  expect(
    within(screen.getByRole('navigation', { name: 'Smart Plans' })).getByRole('link', {
      name: 'My Smart Plans',
    }),
  ).toHaveAttribute('aria-current', 'page');

  await user.click(screen.getByRole('button', { name: 'Delete Smart Plan of Cara Dee' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to delete this?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByText('Cara Dee')).not.toBeInTheDocument());
  expect(toastTexts()).toContain('success: Smart Plan deleted');
});

test('delete shows to whoever may delete records, and to authors only while they may write plans', async () => {
  server = await startTestServer();
  server.on('GET /api/smartplan', {
    body: {
      data: [row(70, [41, 'Ava', 'Brown'], 'current'), row(71, [42, 'Ben', 'Cole'], null, 99)],
      page: { total: 2 },
    },
  });
  // incidentDelete (a Full User role, not the organisation admin): every plan.
  signIn({}, ['incidentDelete']);
  const first = renderPlans('/plans');
  await screen.findByRole('table', { name: 'Results' });
  expect(screen.getByRole('button', { name: 'Delete Smart Plan of Ben Cole' })).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Delete Smart Plan of Ava Brown' }),
  ).toBeInTheDocument();
  first.unmount();
  // The author without smartPlanCreate (nor incidentDelete): no delete, no edit.
  signIn({}, []);
  renderPlans('/plans');
  await screen.findByRole('table', { name: 'Results' });
  expect(screen.queryByRole('button', { name: /^Delete Smart Plan/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /^Edit Smart Plan/ })).toBeNull();
});

test("no plans: '- No results to display -'", async () => {
  server = await startTestServer();
  server.on('GET /api/smartplan', { body: { data: [], page: { total: 0 } } });
  signIn();
  renderPlans('/plans');
  expect(await screen.findByText('- No results to display -')).toBeInTheDocument();
});

test('a refused list shows the server error', async () => {
  server = await startTestServer();
  server.on('GET /api/smartplan', {
    status: 403,
    body: { error: "Smart Plans are not part of your organisation's plan" },
  });
  signIn();
  renderPlans('/plans');
  expect(
    await screen.findByText("Smart Plans are not part of your organisation's plan"),
  ).toBeInTheDocument();
});

test('Care organisations see the area is not on their plan and ask the server for nothing', async () => {
  server = await startTestServer();
  server.on('GET /api/smartplan', () => ({ body: { data: [], page: { total: 0 } } }));
  signInOnPlan('Care');
  renderPlans('/plans');
  expect(
    await screen.findByText("Smart Plans are not part of your organisation's plan."),
  ).toBeInTheDocument();
  expect(server.callsTo('GET /api/smartplan')).toHaveLength(0);
});
