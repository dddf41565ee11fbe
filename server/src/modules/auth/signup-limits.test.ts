import { countRows } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/testApp';

const TOO_MANY = { error: 'Too many attempts. Please wait a few minutes and try again.' };
const PASSWORD = 'Lantern-Orchard-Pebble-57';

describe('self-service sign-up limits (per address and per client IP, per hour)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      config: { signupLimits: { perAddressPerHour: 2, perIpPerHour: 4 } },
    });
  });
  afterAll(() => t.close());

  const signup = (email: string, ip: string, organisationName = 'Limit Ltd') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: ip,
      payload: {
        data: { firstName: 'Lee', lastName: 'Mit', email, password: PASSWORD, organisationName },
      },
    });

  it('refuses a third sign-up naming one address within the hour, from any IP, creating nothing', async () => {
    expect((await signup('Same@Limit.test', '198.51.100.1')).statusCode).toBe(200);
    expect((await signup('same@limit.test', '198.51.100.2')).statusCode).toBe(200);
    const organisations = await countRows(t.db, 'organisations');
    const third = await signup('SAME@limit.test', '198.51.100.3', 'Third Ltd');
    expect({ status: third.statusCode, body: third.json() }).toEqual({
      status: 429,
      body: TOO_MANY,
    });
    expect(await countRows(t.db, 'organisations')).toBe(organisations);
    // Another address from another IP is not held up.
    expect((await signup('other@limit.test', '198.51.100.4')).statusCode).toBe(200);
  });

  it('refuses a fifth sign-up from one IP within the hour, whatever the address', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await signup(`ip${i}@limit.test`, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const fifth = await signup('ip-fifth@limit.test', ip);
    expect({ status: fifth.statusCode, body: fifth.json() }).toEqual({
      status: 429,
      body: TOO_MANY,
    });
    expect((await signup('ip-fifth@limit.test', '203.0.113.10')).statusCode).toBe(200);
  });

  it('counts sign-ups only: sign-in attempts from the IP do not use up its sign-ups', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 6; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username: `x${i}@limit.test`, password: 'wrong-password' },
      });
    }
    expect((await signup('after-logins@limit.test', ip)).statusCode).toBe(200);
  });
});
