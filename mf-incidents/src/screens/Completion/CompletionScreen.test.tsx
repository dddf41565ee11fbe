import { screen, waitFor } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { currentLocation, renderIncidents, signIn } from '../../components/testing/renderIncidents';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/user/4', { body: { data: { id: 4, firstName: 'Beth', lastName: 'Adams' } } });
});
afterEach(() => server.close());

describe('/incident/{userid}/completion', () => {
  it('offers the latest published report of the person and a link to the profile', async () => {
    server.on('GET /api/formsubmission', { body: { data: [{ id: 50, pdfUrl: '/api/file/12' }] } });
    signIn();
    const { user } = renderIncidents('/incident/4/completion');
    expect(screen.getByRole('heading', { name: 'Incident Report Added' })).toBeInTheDocument();
    expect(
      await screen.findByText(/added to Beth Adams's Smart Behaviour plan/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /profile/ })).toHaveAttribute(
      'href',
      '/serviceuser/4/profile',
    );
    const query = server.callsTo('GET /api/formsubmission')[0]!.query;
    expect(query.fields).toBe('id,pdfUrl');
    expect(query.limit).toBe('1');
    expect(query.sort).toBe('id DESC');
    expect(JSON.parse(query.where!)).toMatchObject({
      type: 'incidentreport',
      status: 'Published',
      subject: 4,
    });
    await user.click(await screen.findByRole('button', { name: 'View Incident Report' }));
    expect(currentLocation()).toBe(`/pdfviewer?url=${encodeURIComponent('/api/file/12')}`);
  });

  it('looks again while the PDF is still being made, then offers it', async () => {
    let calls = 0;
    server.on('GET /api/formsubmission', () => {
      calls += 1;
      return { body: { data: [{ id: 50, pdfUrl: calls === 1 ? null : '/api/file/13' }] } };
    });
    signIn();
    renderIncidents('/incident/4/completion');
    await screen.findByText(/added to Beth Adams's/);
    expect(screen.queryByRole('button', { name: 'View Incident Report' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'View Incident Report' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(calls).toBe(2);
  });

  it('has no View Incident Report button without a PDF', async () => {
    server.on('GET /api/formsubmission', { body: { data: [{ id: 50, pdfUrl: null }] } });
    signIn();
    renderIncidents('/incident/4/completion');
    await waitFor(() => expect(server.callsTo('GET /api/formsubmission')).toHaveLength(1));
    await screen.findByText(/added to Beth Adams's/);
    expect(screen.queryByRole('button', { name: 'View Incident Report' })).not.toBeInTheDocument();
  });
});
