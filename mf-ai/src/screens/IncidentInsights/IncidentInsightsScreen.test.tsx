import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { answerSearchOptions, incidentPrompts, incidentRow, meta } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/renderApp';
import { SELECT_INCIDENT } from '../../texts';

let server: TestServer;
let bodies: { data: { offset: number; limit: number } }[];
beforeEach(async () => {
  bodies = [];
  server = await startTestServer();
  signIn();
  answerSearchOptions(server);
  server.on('GET /ai/prompts', { body: { data: incidentPrompts } });
});
afterEach(() => server.close());

/** A search of `total` incidents answered page by page as the server would. */
function answerIncidents(total: number) {
  server.on('POST /api/report/generate', (req) => {
    const body = req.body as (typeof bodies)[number];
    bodies.push(body);
    const { offset, limit } = body.data;
    const count = Math.max(0, Math.min(limit, total - offset));
    const rows = Array.from({ length: count }, (_, i) =>
      incidentRow({ id: 1 + offset + i, reference: 1 + offset + i, flag: 'none' }),
    );
    return { body: { data: { incidentSearch: { rows, total } } } };
  });
}

describe('/ai/insights/incident', () => {
  it('lists "Results ({n} found)" from the first page of the search', async () => {
    answerIncidents(3);
    renderApp('/ai/insights/incident');

    expect(await screen.findByRole('heading', { name: 'Results (3 found)' })).toBeVisible();
    // A step of 2000 is read 1000 at a time; a short page ends it.
    expect(bodies.map((b) => [b.data.offset, b.data.limit])).toEqual([[0, 1000]]);
    expect(screen.getAllByRole('link', { name: /^AI support for besmart-/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show 2000 more' })).not.toBeInTheDocument();
  });

  it('keeps the prompts disabled until an incident is selected; the robot opens its AI support page', async () => {
    server.on('POST /api/report/generate', {
      body: { data: { incidentSearch: { rows: [incidentRow()], total: 1 } } },
    });
    server.on('POST /ai/ask/incident/101', {
      ndjson: [meta(), { type: 'done', response: 'Beth shouted at break.' }],
    });
    const { user } = renderApp('/ai/insights/incident');

    const table = within(await screen.findByRole('table', { name: 'Incidents' }));
    expect(table.getByText('Year 5')).toBeVisible();
    expect(table.getByText('Red')).toBeVisible();
    expect(table.getByRole('link', { name: 'AI support for besmart-1001' })).toHaveAttribute(
      'href',
      '/incident/4/ai/101',
    );
    expect(screen.getByText(SELECT_INCIDENT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Summarise' })).toBeDisabled();

    await user.click(table.getByRole('button', { name: 'Select besmart-1001' }));
    expect(screen.getByText('Selected: besmart-1001, Beth Adams, 02/11/26')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Summarise' }));

    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Response' })).toHaveTextContent(
        'Beth shouted at break.',
      ),
    );
    expect(server.callsTo('POST /ai/ask/incident/101')[0]?.body).toEqual({
      data: { promptId: 1, userId: 4 },
    });
  });
});
