import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { incidentPrompts, meta } from '../../../test/fixtures';
import { renderApp, signIn, toastTexts } from '../../../test/renderApp';

let server: TestServer;
let drafts: { id: number; title: string; text: string; createdAt: string; createdBy: unknown }[];

const published = {
  id: 101,
  reference: 1001,
  subType: 'lowlevel',
  status: 'Published',
  subject: 4,
  createdAt: '2026-11-02T10:00:00.000Z',
  subjectFirstName: 'Beth',
  subjectLastName: 'Adams',
};
const draft = { ...published, id: 120, reference: 1002, status: 'Draft' };

beforeEach(async () => {
  drafts = [];
  server = await startTestServer();
  signIn();
  server.on('GET /ai/prompts', { body: { data: incidentPrompts } });
  server.on('GET /api/formsubmission', (req) => {
    const where = JSON.parse(req.query.where ?? '{}') as { status?: string; id?: number };
    if (where.id !== undefined) return { body: { data: where.id === 101 ? [published] : [] } };
    return { body: { data: where.status === 'Draft' ? [draft] : [published] } };
  });
  server.on('GET /api/formresponse', {
    body: {
      data: [
        { questionKey: 'dateOfIncident', response: '2026-11-02' },
        { questionKey: 'location', response: 'Playground' },
        { questionKey: 'lowLevelBehaviour', response: '["Shouting","Pacing"]' },
        { questionKey: 'comments', response: 'not a key fact' },
      ],
    },
  });
  server.on('GET /ai/incident/101/drafts', () => ({ body: { data: drafts } }));
  server.on('GET /ai/incident/120/drafts', { body: { data: [] } });
});
afterEach(() => server.close());

describe('/incident/{userid}/ai/{formId}', () => {
  it('shows the key facts of the incident named by formId', async () => {
    renderApp('/incident/4/ai/101');

    const facts = within(await screen.findByRole('region', { name: 'Incident' }));
    expect(facts.getByText('besmart-1001')).toBeVisible();
    expect(facts.getByText('Beth Adams')).toBeVisible();
    expect(facts.getByText('Playground')).toBeVisible();
    expect(facts.getByText('02/11/2026')).toBeVisible();
    expect(facts.getByText('Shouting, Pacing')).toBeVisible();
    expect(facts.queryByText('not a key fact')).not.toBeInTheDocument();
    expect(
      await screen.findByText('No drafts have been saved on this incident yet.'),
    ).toBeVisible();
  });

  it("'latest' is the person's newest report, a draft included", async () => {
    renderApp('/incident/4/ai/latest');
    const facts = within(await screen.findByRole('region', { name: 'Incident' }));
    expect(facts.getByText('besmart-1002')).toBeVisible();
    const queries = server
      .callsTo('GET /api/formsubmission')
      .map((r) => JSON.parse(r.query.where ?? '{}'));
    expect(queries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: 4, status: 'Published', current: true }),
        expect.objectContaining({ subject: 4, status: 'Draft', current: true }),
      ]),
    );
  });

  it('says so when there is no such incident', async () => {
    renderApp('/incident/4/ai/999');
    expect(
      await screen.findByText('No incident report was found for this service user.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find an incident' })).toHaveAttribute(
      'href',
      '/ai/insights/incident',
    );
  });

  it('saves a letter as a draft on the incident and lists it', async () => {
    const letter = 'Dear parent,\nBeth had a difficult morning.';
    server.on('POST /ai/ask/incident/101', {
      ndjson: [
        meta({ requestId: 77 }),
        { type: 'delta', text: letter },
        { type: 'done', response: letter },
      ],
    });
    server.on('POST /ai/incident/101/drafts', (req) => {
      const { data } = req.body as { data: { title: string; text: string } };
      const saved = {
        id: 9,
        ...data,
        createdAt: '2026-11-24T09:30:00.000Z',
        createdBy: { id: 12, firstName: 'Lee', lastName: 'Lead' },
      };
      drafts = [saved];
      return { body: { data: saved } };
    });
    const { user } = renderApp('/incident/4/ai/101');

    // Not a letter: no save.
    server.on('POST /ai/ask/incident/101', {
      ndjson: [meta(), { type: 'done', response: 'A summary.' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Summarise' }));
    expect(await screen.findByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Save as draft on this incident' }),
    ).not.toBeInTheDocument();
    expect(server.callsTo('POST /ai/ask/incident/101')[0]?.body).toEqual({
      data: { promptId: 1, userId: 4 },
    });

    server.on('POST /ai/ask/incident/101', {
      ndjson: [
        meta({ requestId: 77 }),
        { type: 'delta', text: letter },
        { type: 'done', response: letter },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Formal letter' }));
    const save = await screen.findByRole('button', { name: 'Save as draft on this incident' });
    await user.click(save);

    await waitFor(() => expect(server.callsTo('POST /ai/incident/101/drafts')).toHaveLength(1));
    expect(server.callsTo('POST /ai/incident/101/drafts')[0]?.body).toEqual({
      data: { title: 'Formal letter', text: letter, requestId: 77 },
    });
    await waitFor(() => expect(toastTexts()).toContain('success: Draft saved on this incident'));
    const list = within(screen.getByRole('region', { name: 'Saved drafts' }));
    expect(
      await list.findByText(/Formal letter, saved 24\/11\/2026 09:30 by Lee Lead/),
    ).toBeVisible();
    // Saved once: the same answer cannot be saved twice.
    expect(screen.getByRole('button', { name: 'Saved as a draft' })).toBeDisabled();
  });
});
