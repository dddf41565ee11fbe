import { screen } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { renderPlans, resetAfterEach, signIn } from '../../testing/renderPlans';
import { adherenceText } from './AdherenceSummary';

let server: TestServer | undefined;
resetAfterEach(() => server);

test("one plan version (GET /api/smartplan/{id}) with the server's review state and adherence", async () => {
  server = await startTestServer();
  server.on('GET /api/smartplan/70', {
    body: {
      data: {
        id: 70,
        reference: 5,
        subject: { id: 41, firstName: 'Ava', lastName: 'Brown' },
        author: { id: 12, firstName: 'Lee', lastName: 'Lead' },
        status: 'Published',
        current: true,
        version: 2,
        createdAt: '2026-11-01T10:00:00.000Z',
        dateOfPlan: '2026-11-01',
        reviewDate: '2026-11-20',
        reviewStatus: 'overdue',
        pdfUrl: '/api/file/9',
        answers: {},
        canDelete: true,
      },
    },
  });
  server.on('GET /api/smartplan/70/adherence', {
    body: {
      data: {
        planId: 70,
        since: '2026-11-01T10:00:00.000Z',
        incidents: 3,
        planNotFollowed: 1,
        avoidUsed: [
          { technique: 'Humour', incidents: 2 },
          { technique: 'Guiding hold', incidents: 1 },
        ],
      },
    },
  });
  signIn();
  renderPlans('/behaviour/41/plan/70');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Smart Plan version 2: Ava Brown' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText(
      'Incidents since this plan: 3; techniques to avoid used: Humour (2), Guiding hold (1)',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Overdue')).toBeInTheDocument();
  expect(screen.getByText('Lee Lead')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View PDF' })).toHaveAttribute(
    'href',
    '/pdfviewer?url=%2Fapi%2Ffile%2F9',
  );
});

test('a plan of another person under this address is not shown', async () => {
  server = await startTestServer();
  server.on('GET /api/smartplan/70', {
    body: {
      data: {
        id: 70,
        reference: 5,
        subject: { id: 42, firstName: 'Ben', lastName: 'Cole' },
        author: { id: 12, firstName: 'Lee', lastName: 'Lead' },
        status: 'Published',
        current: true,
        version: 1,
        createdAt: '2026-11-01T10:00:00.000Z',
        dateOfPlan: null,
        reviewDate: null,
        reviewStatus: null,
        pdfUrl: null,
        answers: {},
        canDelete: false,
      },
    },
  });
  signIn();
  renderPlans('/behaviour/41/plan/70');
  expect(await screen.findByRole('alert')).toHaveTextContent('Smart Plan not found');
  expect(server.callsTo('GET /api/smartplan/70/adherence')).toHaveLength(0);
});

test('a hidden or unknown plan shows the server error', async () => {
  server = await startTestServer();
  server.on('GET /api/smartplan/70', { status: 404, body: { error: 'Smart Plan not found' } });
  signIn();
  renderPlans('/behaviour/41/plan/70');
  expect(await screen.findByRole('alert')).toHaveTextContent('Smart Plan not found');
});

test('adherence wording when no technique to avoid was used', () => {
  expect(
    adherenceText({ planId: 1, since: '', incidents: 0, planNotFollowed: 0, avoidUsed: [] }),
  ).toBe('Incidents since this plan: 0; techniques to avoid used: none');
});
