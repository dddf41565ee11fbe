/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, ApiError, configureApi, request } from './client';
import { sessionStore } from './session';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

let server: Server;
let seen: Seen[];
let reply: (req: IncomingMessage) => { status: number; body: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        body,
      });
      const answer = reply(req);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  reply = () => ({ status: 200, body: JSON.stringify({ data: { ok: true } }) });
  sessionStore.clear();
});

const signIn = () =>
  sessionStore.set({
    apiToken: 'secret-token',
    activeOrg: { id: 12, name: 'Demo School' } as never,
  });

describe('api client', () => {
  it('sends the Bearer token and the active orgId, never the token in the URL', async () => {
    signIn();
    const body = await api.get('/api/user', { query: { type: 'student', limit: 1000 } });
    expect(body).toEqual({ data: { ok: true } });
    expect(seen[0]!.authorization).toBe('Bearer secret-token');
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/user');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'student',
      limit: '1000',
      orgId: '12',
    });
    expect(seen[0]!.url).not.toContain('secret-token');
  });

  it('JSON-encodes object query values and bodies; an explicit orgId wins', async () => {
    signIn();
    await api.get('/api/formsubmission', { query: { where: { user: 3 }, orgId: 99 } });
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.searchParams.get('where')).toBe('{"user":3}');
    expect(url.searchParams.get('orgId')).toBe('99');
    const body = { data: { submissionType: 'incidentreport', query: [], reports: ['a'] } };
    await api.post('/api/report/generate', { body });
    expect(seen[1]!.method).toBe('POST');
    expect(JSON.parse(seen[1]!.body)).toEqual(body);
  });

  it('public calls send neither token nor orgId', async () => {
    signIn();
    await api.post('/api/auth/login', { body: { username: 'a', password: 'b' }, auth: false });
    expect(seen[0]!.authorization).toBeUndefined();
    expect(seen[0]!.url).toBe('/api/auth/login');
  });

  it("turns the server's error member into ApiError with status and message", async () => {
    signIn();
    reply = () => ({
      status: 403,
      body: JSON.stringify({ error: 'You do not have access to this organisation' }),
    });
    const failure = api.get('/api/organisation/5');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      message: 'You do not have access to this organisation',
    });
    expect(sessionStore.get().apiToken).toBe('secret-token');
  });

  it('clears the session when the token it sent is rejected (401)', async () => {
    signIn();
    reply = () => ({
      status: 401,
      body: JSON.stringify({ error: 'Your session has expired. Please sign in again.' }),
    });
    await expect(api.get('/api/user')).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired. Please sign in again.',
    });
    expect(sessionStore.get().apiToken).toBeUndefined();
  });

  it("put, patch and delete without a token throw 'Missing API Token' before any request", async () => {
    await expect(api.put('/api/usertag', { body: { data: [] } })).rejects.toThrow(
      'Missing API Token',
    );
    await expect(api.patch('/api/formsubmission/1', { body: {} })).rejects.toThrow(
      'Missing API Token',
    );
    await expect(api.delete('/api/usergroupmember/1')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(0);
  });

  it('reports a network failure as status 0', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:1' });
    try {
      await expect(api.get('/api/auth/sso-status')).rejects.toMatchObject({
        status: 0,
        message: 'Network error: the server could not be reached',
      });
    } finally {
      configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
  });

  it('uses a replaced fetch when configured', async () => {
    const calls: string[] = [];
    const fake: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ data: [1, 2], page: { total: 2 } }), { status: 200 });
    };
    configureApi({ fetch: fake });
    try {
      await expect(request<number[]>('GET', '/api/things')).resolves.toEqual({
        data: [1, 2],
        page: { total: 2 },
      });
      expect(calls).toHaveLength(1);
      expect(seen).toHaveLength(0);
    } finally {
      configureApi({ fetch: undefined });
    }
  });
});
