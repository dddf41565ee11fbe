// A real SMTP server on 127.0.0.1 (random port) that keeps every mail the portal sends.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { parseMail } from './mimeText';

export interface CapturedMail {
  seq: number;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface MailCapture {
  url: string;
  mails: CapturedMail[];
  /** Sequence number to pass as `after` so only mails sent later are considered. */
  mark(): number;
  waitForMail(
    email: string,
    opts?: { after?: number; timeoutMs?: number; match?: (m: CapturedMail) => boolean },
  ): Promise<CapturedMail>;
  readCode(email: string, opts?: { after?: number; timeoutMs?: number }): Promise<string>;
  readLink(
    email: string,
    pathPrefix: string,
    opts?: { after?: number; timeoutMs?: number },
  ): Promise<string>;
  close(): Promise<void>;
}

const CODE_RE = /\b(\d{6})\b/;

export async function startMailCapture(): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { subject, text } = parseMail(raw);
        mails.push({
          seq: mails.length + 1,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const capture: MailCapture = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mark: () => mails.length,
    async waitForMail(email, opts = {}) {
      const { after = 0, timeoutMs = 20_000, match = () => true } = opts;
      const address = email.toLowerCase();
      const find = () =>
        [...mails].reverse().find((m) => m.seq > after && m.to.includes(address) && match(m));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) {
          const seen = mails.map((m) => `#${m.seq} to ${m.to.join(',')}: ${m.subject}`).join('\n');
          throw new Error(
            `No mail to ${email} after #${after} within ${timeoutMs} ms. Seen:\n${seen}`,
          );
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 500));
          waiters.add(wake);
        });
      }
    },
    async readCode(email, opts = {}) {
      const mail = await capture.waitForMail(email, {
        ...opts,
        match: (m) => CODE_RE.test(m.text),
      });
      return (CODE_RE.exec(mail.text) as RegExpExecArray)[1] as string;
    },
    async readLink(email, pathPrefix, opts = {}) {
      const linkRe = new RegExp(
        `https?://[^\\s"'<>]*${pathPrefix.replace(/[/?.]/g, '\\$&')}[^\\s"'<>]*`,
      );
      const mail = await capture.waitForMail(email, { ...opts, match: (m) => linkRe.test(m.text) });
      return (linkRe.exec(mail.text) as RegExpExecArray)[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return capture;
}
