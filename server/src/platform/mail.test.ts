import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailTo } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/testApp';
import { drainJobs } from './jobs/run';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, received });
    });
  });
}

describe('mail over SMTP_URL', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      config: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailFrom: 'BeSmart <no-reply@besmart.test>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers the reset link to the SMTP server and records it as sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/request-reset',
      payload: { data: { organisationId: 50, email: 'staff@demo-school.test' } },
    });
    expect(res.statusCode).toBe(200);
    // Nothing is sent inside the request: the job queue delivers it after commit.
    expect(smtp.received).toHaveLength(0);
    const ran = await drainJobs(t.app);
    const [queued] = await mailTo(t.db, 'staff@demo-school.test');
    expect(ran.filter((job) => job.kind === 'mail')).toEqual([
      { id: queued!.jobId, kind: 'mail', outcome: 'done' },
    ]);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('no-reply@besmart.test');
    expect(mail.to).toEqual(['staff@demo-school.test']);
    expect(mail.raw).toContain('Subject: Reset your BeSmart password');
    expect(mail.raw).toContain(`Message-ID: ${queued!.messageId}`);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(
      'http://localhost:8080/reset-password?token=',
    );
    const [row] = await mailTo(t.db, 'staff@demo-school.test');
    expect(row).toMatchObject({ status: 'sent', error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});

describe('mail without SMTP_URL', () => {
  it('keeps the mail queued in the outbox and prints it for the demo user', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ mailPrint: (line) => lines.push(line) });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'lead@demo-school.test', password: 'BeSmart-Demo-2026!' },
      });
      expect(lines).toHaveLength(0); // printed by the job, after the sign-in committed
      await drainJobs(t.app);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^\[outbox\] to lead@demo-school\.test subject "Your BeSmart verification code"/,
      );
      expect(lines[0]).toMatch(/verification code is \d{6}/);
      const [row] = await mailTo(t.db, 'lead@demo-school.test');
      expect(row).toMatchObject({ status: 'queued', orgId: null });
    } finally {
      await t.close();
    }
  });
});
