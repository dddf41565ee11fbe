import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { examplePath, remoteNamed } from 'shared-api/remotes';
import { startTestServer, type TestServer } from 'test-kit';
import { answerSearchOptions } from '../test/fixtures';
import { currentLocation, renderApp, signIn } from '../test/renderApp';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const AI_PATHS = [
  '/ai/insights',
  '/ai/insights/incident',
  '/ai/insights/serviceuser',
  '/ai/insights/serviceuser/4',
  '/ai/insights/service',
  '/incident/ai',
  '/incident/aisupport',
  '/incident/4/ai/latest',
];

describe('the AI terms gate', () => {
  it.each(AI_PATHS)(
    'sends %s to /dashboard when the organisation has not accepted the AI terms',
    async (path) => {
      signIn({ aiTermsAccepted: false });
      renderApp(path);
      await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
      expect(server.requests.filter((r) => r.path.startsWith('/ai/'))).toHaveLength(0);
    },
  );

  it('lets the screen through once the terms are accepted', () => {
    signIn();
    renderApp('/ai/insights');
    expect(screen.getByRole('heading', { level: 1, name: 'AI Insights' })).toBeVisible();
    expect(currentLocation()).toBe('/ai/insights');
  });

  it('/incident/aisupport is the incident picker of AI Insights', async () => {
    signIn();
    answerSearchOptions(server);
    server.on('GET /ai/prompts', { body: { data: [] } });
    server.on('POST /api/report/generate', {
      body: { data: { incidentSearch: { rows: [], total: 0 } } },
    });
    renderApp('/incident/aisupport');
    await waitFor(() => expect(currentLocation()).toBe('/ai/insights/incident'));
    expect(await screen.findByRole('heading', { name: 'Results (0 found)' })).toBeVisible();
    await waitFor(() => expect(server.callsTo('GET /ai/prompts')).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET /api/usertag')).toHaveLength(1));
  });
});

describe('/ai/insights', () => {
  it('shows the three tiles labelled with the organisation terms, and the disclaimer', () => {
    const base = signIn();
    sessionStore.set({
      terms: {
        ...base.terms,
        serviceUser: 'pupil',
        serviceUserPlural: 'pupils',
        service: 'school',
      },
    });
    renderApp('/ai/insights');

    const tiles = within(screen.getByRole('navigation', { name: 'AI Insights areas' }));
    expect(tiles.getByRole('link', { name: /^Incident/ })).toHaveAttribute(
      'href',
      '/ai/insights/incident',
    );
    expect(tiles.getByRole('link', { name: /^Pupil/ })).toHaveAttribute(
      'href',
      '/ai/insights/serviceuser/',
    );
    expect(tiles.getByRole('link', { name: /^School/ })).toHaveAttribute(
      'href',
      '/ai/insights/service/',
    );
    expect(screen.getByText(/for information only/)).toHaveTextContent(
      /not liable.*consult a qualified professional.*Do not share this information with parents or any unauthorised parties/,
    );
  });
});

describe('paths with no screen', () => {
  const NOT_FOUND = '404: page not found - to be created';

  // The catch-all shows the 404 only on this area's own paths, and every one of them has a screen.
  it.each(remoteNamed('mf-ai')!.paths.map(examplePath))(
    '%s, a path the registry gives mf-ai, has a screen: no 404',
    async (path) => {
      signIn();
      answerSearchOptions(server);
      server.on('GET /ai/prompts', { body: { data: [] } });
      server.on('POST /api/report/generate', {
        body: { data: { incidentSearch: { rows: [], total: 0 } } },
      });
      renderApp(path);
      expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
      // Let the screen's first loads finish before the server stops.
      if (path !== '/ai/insights') {
        await waitFor(() => expect(server.callsTo('GET /ai/prompts')).toHaveLength(1));
      }
    },
  );

  it.each(['/ai/insights/foo', '/ai/insights/serviceuser/4/more', '/ai/insights/service/x'])(
    '%s (under /ai/insights, no screen) shows the 404 (spec 3 §2.1: any other path)',
    (path) => {
      signIn();
      renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      expect(currentLocation()).toBe(path);
    },
  );

  it.each(['/incident/6', '/incident/search/foo', '/dashboard', '/nope'])(
    '%s (not an AI path) renders nothing here',
    (path) => {
      signIn();
      renderApp(path);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(currentLocation()).toBe(path);
    },
  );
});
