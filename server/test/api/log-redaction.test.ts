import { and, eq } from 'drizzle-orm';
import { organisations, roles } from '../../src/db/schema/index';
import { createInvitation } from '../../src/platform/invitations';
import { REDACTED, redactLogLine } from '../../src/platform/log-redaction';
import { runAsTenant, withSystem } from '../../src/platform/tenancy';
import { DEMO_PASSWORD } from '../../src/seed/index';
import { latestCode } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/testApp';

describe('request log redaction', () => {
  let t: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    t = await createTestApp({
      config: { logger: true },
      logStream: { write: (line) => void lines.push(line) },
      extend: (app) => {
        // A handler that logs what it was sent and fails with the URL in its message.
        app.post('/api/test/log-probe', async (request) => {
          request.log.info({ body: request.body, query: request.query }, 'probe body');
          throw new Error(`probe failed for ${request.url}`);
        });
      },
    });
  });
  afterAll(() => t.close());

  async function inviteToken(): Promise<string> {
    const { orgId, adminId, roleId } = await withSystem(t.db, async (tx) => {
      const [org] = await tx
        .select()
        .from(organisations)
        .where(eq(organisations.name, 'Demo School'));
      const [role] = await tx
        .select()
        .from(roles)
        .where(and(eq(roles.orgId, org!.id), eq(roles.title, 'Standard')));
      return { orgId: org!.id, adminId: org!.admin!, roleId: role!.id };
    });
    const { token } = await runAsTenant(t.db, { orgId, userId: adminId }, (tx) =>
      createInvitation(tx, {
        orgId,
        email: 'log.probe@demo-school.test',
        roleId,
        invitedBy: adminId,
        publicUrl: t.config.publicUrl,
      }),
    );
    return token;
  }

  it('keeps the invitation token out of the logged URL, and still logs the request', async () => {
    const token = await inviteToken();
    const res = await t.app.inject(`/api/user/activate?token=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(200);
    expect(log()).toContain(`/api/user/activate?token=${REDACTED}`);
    expect(log()).not.toContain(token);
    expect(log()).not.toContain(encodeURIComponent(token));
  });

  it('keeps the sign-in password, verification code and session token out of every line', async () => {
    const email = 'staff@demo-school.test';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: DEMO_PASSWORD },
    });
    const code = await latestCode(t.db, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: DEMO_PASSWORD, verificationCode: code },
    });
    const apiToken: string = res.json().data.apiToken;
    expect(log()).toContain('"url":"/api/auth/login"');
    for (const secret of [DEMO_PASSWORD, apiToken]) expect(log()).not.toContain(secret);
    expect(log()).not.toMatch(new RegExp(`[=:"]${code}\\b`));
  });

  it('redacts the OIDC code and state of the callback URL', async () => {
    await t.app.inject('/api/auth/mylogin?code=oidc-code-7Q2&state=oidc-state-9Z4&iss=x');
    expect(log()).toContain(`/api/auth/mylogin?code=${REDACTED}&state=${REDACTED}&iss=x`);
    expect(log()).not.toMatch(/oidc-code-7Q2|oidc-state-9Z4/);
  });

  it('redacts logged bodies and queries and error messages that quote the URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/log-probe?resetToken=rt-secret-1&page=2',
      payload: {
        password: 'pw-secret-2',
        data: { newPassword: 'pw-secret-3', apiToken: 'tok-secret-4', code: 'c-secret-5' },
        code: 'c-secret-6',
        title: 'kept in the log',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(log()).toContain('probe body');
    expect(log()).toContain('kept in the log');
    expect(log()).toContain('page=2');
    expect(log()).toContain('probe failed for /api/test/log-probe?resetToken=[redacted]');
    expect(log()).not.toMatch(
      /rt-secret-1|pw-secret-2|pw-secret-3|tok-secret-4|c-secret-5|c-secret-6/,
    );
  });
});

describe('redactLogLine', () => {
  it.each([
    [
      '{"url":"/reset-password?token=abc123&x=1"}',
      '{"url":"/reset-password?token=[redacted]&x=1"}',
    ],
    ['{"msg":"GET /x?Code=12&postcode=AB1"}', '{"msg":"GET /x?Code=[redacted]&postcode=AB1"}'],
    ['{"password":"p\\"w","n":1}', '{"password":"[redacted]","n":1}'],
    ['{"a":{"b":{"verificationCode":123456}}}', '{"a":{"b":{"verificationCode":"[redacted]"}}}'],
    ['{"headers":{"authorization":"Bearer x"}}', '{"headers":{"authorization":"[redacted]"}}'],
    ['{"err":{"code":"23505"}}', '{"err":{"code":"23505"}}'],
  ])('%s', (line, expected) => {
    expect(redactLogLine(line)).toBe(expected);
  });
});
