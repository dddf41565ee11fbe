import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { sessions, users } from '../../src/db/schema/index';
import { withSystem } from '../../src/platform/tenancy';
import { DEMO_PASSWORD } from '../../src/seed/index';
import { auditActions, deviceCookieOf, latestCode } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/testApp';

const LIMITS = { perIpPerMinute: 30, perAccountPer15Minutes: 10_000 };

function wrongSignIn(t: TestApp, username: string, socket: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'wrong-password-1' },
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

/** 40 wrong sign-ins from one socket, each claiming a new client address. */
async function fortySpoofedAttempts(t: TestApp, socket: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const res = await wrongSignIn(t, `nobody${i}@example.test`, socket, `198.51.100.${i + 1}`);
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** A new-browser sign-in (password, mailed code) sent with an X-Forwarded-For header. */
async function signInVia(t: TestApp, email: string, socket: string, forwardedFor: string) {
  const send = (extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: DEMO_PASSWORD, ...extra },
      remoteAddress: socket,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const first = await send({});
  expect(first.json().data.verificationNeeded).toBe(true);
  const res = await send({ verificationCode: await latestCode(t.db, email) });
  expect(res.statusCode).toBe(200);
  expect(deviceCookieOf(res)).toBeDefined();
}

async function sessionIps(t: TestApp, email: string): Promise<(string | null)[]> {
  return withSystem(t.db, async (tx) => {
    const rows = await tx
      .select({ ip: sessions.ip })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    return rows.map((r) => r.ip);
  });
}

describe('client address with the default configuration (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { trustProxy } = loadConfig({});
    t = await createTestApp({ config: { trustProxy, rateLimits: LIMITS } });
  });
  afterAll(() => t.close());

  it('is off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('limits 40 wrong sign-ins from one socket whatever X-Forwarded-For says', async () => {
    const statuses = await fortySpoofedAttempts(t, '203.0.113.10');
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('records the socket address in the audit trail and the session, not the header', async () => {
    const res = await wrongSignIn(t, 'staff@demo-school.test', '203.0.113.20', '198.51.100.77');
    expect(res.statusCode).toBe(401);
    const [failed] = await auditActions(t.db, 'login_failed');
    expect(failed!.ip).toBe('203.0.113.20');

    await signInVia(t, 'lead@demo-school.test', '203.0.113.21', '198.51.100.78');
    const [login] = await auditActions(t.db, 'login');
    expect(login!.ip).toBe('203.0.113.21');
    expect(await sessionIps(t, 'lead@demo-school.test')).toEqual(['203.0.113.21']);
  });
});

describe('client address behind a named proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '127.0.0.1' });
    t = await createTestApp({ config: { trustProxy, rateLimits: LIMITS } });
  });
  afterAll(() => t.close());

  it('counts each forwarded client on its own', async () => {
    const statuses = await fortySpoofedAttempts(t, '127.0.0.1');
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it('records the forwarded address in the audit trail and the session', async () => {
    await wrongSignIn(t, 'staff@demo-school.test', '127.0.0.1', '198.51.100.90');
    const [failed] = await auditActions(t.db, 'login_failed');
    expect(failed!.ip).toBe('198.51.100.90');

    await signInVia(t, 'lead@demo-school.test', '127.0.0.1', '198.51.100.91');
    const [login] = await auditActions(t.db, 'login');
    expect(login!.ip).toBe('198.51.100.91');
    expect(await sessionIps(t, 'lead@demo-school.test')).toEqual(['198.51.100.91']);
  });

  it('still ignores X-Forwarded-For from a socket that is not the proxy', async () => {
    await wrongSignIn(t, 'staff@demo-school.test', '203.0.113.30', '198.51.100.92');
    const [failed] = await auditActions(t.db, 'login_failed');
    expect(failed!.ip).toBe('203.0.113.30');
  });
});

describe('TRUST_PROXY parsing', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['10.0.0.1', ['10.0.0.1']],
    [
      ' 10.0.0.1 , 10.1.0.0/16,fd00::/8, loopback',
      ['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback'],
    ],
  ])('%p -> %p', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['true', /would believe any X-Forwarded-For/],
    ['1', /hop count/],
    ['10.0.0.1, proxy.internal', /'proxy\.internal' is not an IP address or a CIDR/],
    ['10.0.0.0/33', /'10\.0\.0\.0\/33'/],
  ])('refuses %p', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});
