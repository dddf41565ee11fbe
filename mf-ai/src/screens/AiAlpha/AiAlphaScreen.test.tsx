import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { answerSearchOptions, incidentPrompts, incidentRow, meta } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/renderApp';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  signIn();
  answerSearchOptions(server);
  server.on('GET /ai/prompts', { body: { data: incidentPrompts } });
  server.on('POST /api/report/generate', {
    body: { data: { incidentSearch: { rows: [incidentRow()], total: 1 } } },
  });
});
afterEach(() => server.close());

describe('/incident/ai (AI Alpha)', () => {
  it('lists at most 100 incidents and fills System Message, Prompt and Response for one', async () => {
    server.on('POST /ai/query/summarise', {
      ndjson: [
        meta({
          prompt: 'Summarise the incident of Child A',
          systemMessage: 'You help school staff.',
        }),
        { type: 'delta', text: 'Beth shouted ' },
        { type: 'done', response: 'Beth shouted at break.' },
      ],
    });
    const { user } = renderApp('/incident/ai');

    expect(await screen.findByRole('heading', { level: 1, name: 'AI (Alpha)' })).toBeVisible();
    const panel = within(await screen.findByRole('region', { name: 'AI Summary' }));
    expect(panel.getByRole('heading', { name: 'Results (1 found)' })).toBeVisible();
    expect(server.callsTo('POST /api/report/generate')[0]?.body).toMatchObject({
      data: { reports: ['incidentSearch'], limit: 100, offset: 0, query: [] },
    });

    await user.click(await panel.findByRole('button', { name: 'Summarise besmart-1001' }));

    await waitFor(() =>
      expect(panel.getByRole('region', { name: 'Response' })).toHaveTextContent(
        'Beth shouted at break.',
      ),
    );
    expect(server.callsTo('POST /ai/query/summarise')[0]?.body).toEqual({
      data: { promptId: 1, submissionId: 101, userId: 4 },
    });
    expect(panel.getByRole('region', { name: 'System Message' })).toHaveTextContent(
      'You help school staff.',
    );
    expect(panel.getByRole('region', { name: 'Prompt' })).toHaveTextContent(
      'Summarise the incident of Child A',
    );

    // Another canned prompt for the same incidents.
    await user.selectOptions(panel.getByRole('combobox', { name: 'Prompt' }), 'Understand: Assess');
    expect(panel.getByRole('button', { name: 'Assess besmart-1001' })).toBeVisible();
  });
});
