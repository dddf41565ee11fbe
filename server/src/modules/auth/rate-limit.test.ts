import { DEMO_PASSWORD } from '../../seed/index';
import { postLogin } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/testApp';

const TOO_MANY = { error: 'Too many attempts. Please wait a few minutes and try again.' };

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { rateLimits: { perIpPerMinute: 8, perAccountPer15Minutes: 3 } },
    });
  });
  afterAll(() => t.close());

  it('limits attempts per account, whatever the IP, without blocking other accounts', async () => {
    const attempt = (username: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'wrong-password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt('staff@demo-school.test', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await attempt('STAFF@demo-school.test', '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // Even the right password waits out the window.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'staff@demo-school.test', password: DEMO_PASSWORD },
      remoteAddress: '10.0.0.10',
    });
    expect(right.statusCode).toBe(429);
    expect((await attempt('lead@demo-school.test', '10.0.0.11')).statusCode).toBe(401);
  });

  it('limits attempts per IP across accounts and routes', async () => {
    const ip = '192.0.2.7';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await postLoginFrom(t, `user${i}@example.test`, ip);
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await postLoginFrom(t, 'another@example.test', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/request-reset',
      payload: { data: { organisationId: 50, email: 'x@example.test' } },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(429);
    expect((await postLoginFrom(t, 'another@example.test', '192.0.2.8')).statusCode).toBe(401);
  });
});

function postLoginFrom(t: TestApp, username: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'x-wrong-pass' },
    remoteAddress: ip,
  });
}

describe('default limits', () => {
  it('are 30 a minute per IP and 10 per 15 minutes per account', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({}).rateLimits).toEqual({ perIpPerMinute: 30, perAccountPer15Minutes: 10 });
    expect(postLogin).toBeDefined();
  });
});

// Runs where a Redis is reachable (.ci/run sets TEST_REDIS_URL when the machine has one).
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('limits shared by replicas through Redis', () => {
  it('counts attempts made at two API instances in one store', async () => {
    const config = {
      redisUrl,
      rateLimitNamespace: `besmart-test-${process.pid}-${Date.now()}-`,
      rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 4 },
    };
    const a = await createTestApp({ config });
    const b = await createTestApp({ config, seed: false });
    try {
      const attempt = (t: TestApp, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'staff@demo-school.test', password: 'wrong-password' },
          remoteAddress: ip,
        });
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await attempt(i % 2 ? a : b, `10.1.0.${i}`)).statusCode);
      expect(statuses.every((s) => s === 401)).toBe(true);
      expect((await attempt(a, '10.1.0.9')).statusCode).toBe(429);
      expect((await attempt(b, '10.1.0.10')).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
