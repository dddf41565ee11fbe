import fc from 'fast-check';
import { countRows } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/testApp';
import { validationMessage } from './validation-messages';

describe('validationMessage', () => {
  it('names the field and says what is wrong in words', () => {
    expect(
      validationMessage([
        { keyword: 'format', instancePath: '/data/email', params: { format: 'email' } },
      ]),
    ).toBe('email: must be an e-mail address');
    expect(
      validationMessage([
        { keyword: 'required', instancePath: '/data', params: { requiredProperties: ['token'] } },
      ]),
    ).toBe('token: is required');
    expect(
      validationMessage([
        {
          keyword: 'additionalProperties',
          instancePath: '',
          params: { additionalProperties: ['x'] },
        },
      ]),
    ).toBe("Unknown field 'x'");
    expect(
      validationMessage([
        { keyword: 'boolean', instancePath: '/data/x', message: 'schema is false' },
      ]),
    ).toBe("Unknown field 'x'");
    expect(
      validationMessage(
        [{ keyword: 'type', instancePath: '/orgId', params: { type: 'integer' } }],
        'querystring',
      ),
    ).toBe('orgId: must be a whole number');
    expect(
      validationMessage(
        [{ keyword: 'type', instancePath: '', params: { type: 'object' } }],
        'body',
      ),
    ).toBe('body: must be an object');
    expect(
      validationMessage([
        { keyword: 'maxLength', instancePath: '/password', params: { limit: 200 } },
      ]),
    ).toBe('password: must be at most 200 characters');
  });
});

describe('public auth routes under arbitrary input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ROUTES = [
    '/api/auth/login',
    '/api/auth/signup',
    '/api/auth/password/request-reset',
    '/api/auth/password/reset',
    '/api/user/activate',
  ];
  const TABLES = [
    'users',
    'organisations',
    'memberships',
    'sessions',
    'audit_trail',
    'trusted_devices',
  ];

  it('answers 4xx with an error message, never 500, and writes nothing', async () => {
    const before = await Promise.all(TABLES.map((name) => countRows(t.db, name)));
    const body = fc.oneof(
      fc.json(),
      fc.string(),
      fc.record({ data: fc.anything() }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
      fc
        .record(
          { username: fc.anything(), password: fc.anything(), verificationCode: fc.anything() },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, async (url, payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        // A random body may happen to be a well-formed login for no account: 401 is also fine.
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        const json = res.json() as { error?: unknown };
        expect(typeof json.error).toBe('string');
        expect((json.error as string).length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
    expect(await Promise.all(TABLES.map((name) => countRows(t.db, name)))).toEqual(before);
  });
});
