// AI Insights without the organisation's AI terms: its admins are told where to accept them, everyone
// else goes back to the dashboard; no AI call is made either way.
import { screen, waitFor } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { currentLocation, renderApp, signIn } from '../../test/renderApp';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const asAdmin = (base: ReturnType<typeof signIn>) => ({
  myPermissions: {
    [String(base.activeOrg.id)]: {
      isAdmin: true,
      role: { id: 1, title: 'Admin' },
      permissions: [],
    },
  },
});

describe('AI Insights before the AI terms are accepted', () => {
  it.each(['/ai/insights', '/ai/insights/incident', '/incident/4/ai/latest'])(
    'tells an organisation admin at %s where the terms are accepted',
    async (path) => {
      const base = signIn({ aiTermsAccepted: false });
      signIn({ aiTermsAccepted: false, ...asAdmin(base) });
      renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: 'AI Insights' })).toBeVisible();
      expect(screen.getByText(/AI Insights is not turned on for your organisation/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to Service Setup' })).toHaveAttribute(
        'href',
        '/servicesetup',
      );
      expect(currentLocation()).toBe(path);
      expect(server.requests.filter((r) => r.path.startsWith('/ai/'))).toHaveLength(0);
    },
  );

  it('sends anyone else to the dashboard', async () => {
    signIn({ aiTermsAccepted: false });
    renderApp('/ai/insights');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(screen.queryByText(/AI Insights is not turned on/)).toBeNull();
  });
});
