import { screen, waitFor } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { meta, servicePrompts } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/renderApp';
import { SYNCING } from '../../texts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  signIn();
  server.on('GET /ai/prompts', { body: { data: servicePrompts } });
});
afterEach(() => server.close());

const summary = { syncedAt: '2026-11-24T08:15:00.000Z', incidents: 40, logs: 12, clickers: 3 };

describe('/ai/insights/service', () => {
  it('asks for a sync first, shows "Syncing... this may take a while", then the last sync and the prompts', async () => {
    server.on('GET /ai/sync/service', { body: { data: null } });
    let finish!: () => void;
    const synced = new Promise<void>((resolve) => (finish = resolve));
    server.on('POST /ai/sync/service', async () => {
      await synced;
      return { body: { data: summary } };
    });
    const { user } = renderApp('/ai/insights/service');

    expect(await screen.findByText('Please sync your data to continue.')).toBeVisible();
    expect(screen.getByText('Not synced yet.')).toBeVisible();
    expect(screen.getByText(/must be uploaded first\. Uploaded data persists/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Workshop ideas' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText(SYNCING)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sync' })).toBeDisabled();
    finish();

    expect(
      await screen.findByText('Last synced 24/11/2026 08:15: 40 incidents, 12 logs, 3 clickers.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Workshop ideas' })).toBeEnabled();
  });

  it('asks the Service prompts about the active organisation', async () => {
    server.on('GET /ai/sync/service', { body: { data: summary } });
    server.on('POST /ai/ask/service/7', {
      ndjson: [
        meta(),
        { type: 'delta', text: 'Run a workshop.' },
        { type: 'done', response: 'Run a workshop.' },
      ],
    });
    const { user } = renderApp('/ai/insights/service');

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Workshop ideas' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Workshop ideas' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Response' })).toHaveTextContent('Run a workshop.'),
    );
    expect(server.callsTo('POST /ai/ask/service/7')[0]?.body).toEqual({ data: { promptId: 21 } });
  });
});
