import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { controlledStream, meta, studentPrompts } from '../../../test/fixtures';
import { currentLocation, renderApp, signIn } from '../../../test/renderApp';
import { AI_ERROR, BUILTIN_NOTICE, THINKING } from '../../texts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  signIn();
  server.on('GET /ai/prompts', { body: { data: studentPrompts } });
  server.on('GET /api/user', (req) => {
    const beth = { id: 4, firstName: 'Beth', lastName: 'Adams', reference: 'L-4', type: 'student' };
    const match = !req.query.q || 'beth adams'.includes(req.query.q.toLowerCase());
    return { body: { data: match ? [beth] : [], page: { total: match ? 1 : 0 } } };
  });
});
afterEach(() => server.close());

const promptButton = (name: string) => screen.findByRole('button', { name });

describe('/ai/insights/serviceuser', () => {
  it('keeps the prompts disabled until a person is chosen, then puts the person in the address', async () => {
    const { user } = renderApp('/ai/insights/serviceuser');

    expect(await promptButton('Staff strategies')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Possible functions of behaviour' })).toBeDisabled();
    expect(screen.getByText('Please select a service user to continue.')).toBeVisible();
    expect(server.callsTo('GET /ai/prompts')[0]?.query).toMatchObject({
      section: 'Student',
      orgId: '7',
    });

    await user.type(screen.getByRole('combobox', { name: 'Service User' }), 'bet');
    await user.click(await screen.findByRole('option', { name: /Beth Adams/ }));

    await waitFor(() => expect(currentLocation()).toBe('/ai/insights/serviceuser/4'));
    expect(screen.getByRole('button', { name: 'Staff strategies' })).toBeEnabled();
    expect(screen.queryByText('Please select a service user to continue.')).not.toBeInTheDocument();
  });

  it('shows "Thinking...", then the answer as it streams in, and says when it is complete', async () => {
    const stream = controlledStream();
    server.on('POST /ai/ask/student/4', { ndjson: stream.lines });
    const { user } = renderApp('/ai/insights/serviceuser/4');

    await user.click(await promptButton('Staff strategies'));
    expect(await screen.findByText(THINKING)).toBeVisible();
    expect(server.callsTo('POST /ai/ask/student/4')[0]?.body).toEqual({ data: { promptId: 11 } });
    expect(server.callsTo('POST /ai/ask/student/4')[0]?.headers.accept).toContain(
      'application/x-ndjson',
    );

    stream.push(meta());
    stream.push({ type: 'delta', text: 'Give Beth ' });
    const response = await screen.findByRole('region', { name: 'Response' });
    await waitFor(() => expect(response).toHaveTextContent('Give Beth'));
    // Still arriving: busy, no completion yet, prompts wait.
    expect(response).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(THINKING)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Staff strategies' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();

    stream.push({ type: 'delta', text: 'a quiet space.' });
    stream.push({ type: 'done', response: 'Give Beth a quiet space.' });
    stream.end();

    await waitFor(() => expect(response).toHaveAttribute('aria-busy', 'false'));
    expect(response).toHaveTextContent('Give Beth a quiet space.');
    expect(screen.getByText('The answer is complete.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.queryByText(BUILTIN_NOTICE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Staff strategies' })).toBeEnabled();
  });

  it('says plainly that no AI model was used when the built-in analyser answered', async () => {
    server.on('POST /ai/ask/student/4', {
      ndjson: [
        meta({ provider: 'builtin', model: null }),
        { type: 'delta', text: 'Beth had 3 incidents.' },
        { type: 'done', response: 'Beth had 3 incidents.' },
      ],
    });
    const { user } = renderApp('/ai/insights/serviceuser/4');
    await user.click(await promptButton('Possible functions of behaviour'));

    expect(await screen.findByText(BUILTIN_NOTICE)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Response' })).toHaveTextContent(
        'Beth had 3 incidents.',
      ),
    );
  });

  it('shows the AI error text in red when the provider fails mid-answer', async () => {
    server.on('POST /ai/ask/student/4', {
      ndjson: [meta(), { type: 'delta', text: 'Par' }, { type: 'error', message: AI_ERROR }],
    });
    const { user } = renderApp('/ai/insights/serviceuser/4');
    await user.click(await promptButton('Staff strategies'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AI_ERROR);
    expect(alert).toHaveStyle({ color: '#b3261e' });
    expect(screen.queryByRole('region', { name: 'Response' })).not.toBeInTheDocument();
  });

  it('shows the AI error text when the server fails, and the monthly cap message as the server words it', async () => {
    server.on('POST /ai/ask/student/4', { status: 502, body: { error: AI_ERROR } });
    const { user } = renderApp('/ai/insights/serviceuser/4');
    await user.click(await promptButton('Staff strategies'));
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_ERROR);

    const cap =
      'Your organisation has reached its limit of 500 AI requests this month. It resets on 1 December.';
    server.on('POST /ai/ask/student/4', { status: 429, body: { error: cap } });
    await user.click(screen.getByRole('button', { name: 'Staff strategies' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(cap));
  });

  it('a stream cut off before its end is an error, not a complete answer', async () => {
    server.on('POST /ai/ask/student/4', { ndjson: [meta(), { type: 'delta', text: 'Half' }] });
    const { user } = renderApp('/ai/insights/serviceuser/4');
    await user.click(await promptButton('Staff strategies'));
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_ERROR);
    expect(within(document.body).queryByText('The answer is complete.')).not.toBeInTheDocument();
  });
});
