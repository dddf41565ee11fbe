// The harness itself: the mail capture reads what nodemailer (the server's mailer) sends, including
// quoted-printable bodies and long links; the CDN stand-in serves with CORS; Chromium starts.
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import { launchChromium, newWatchedContext } from '../src/harness/browser';
import { startMailCapture, type MailCapture } from '../src/harness/mailCapture';
import { SERVER_DIR } from '../src/harness/paths';
import { startStaticHost } from '../src/harness/staticHost';

interface Transport {
  sendMail(m: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
  close(): void;
}
const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));
const nodemailer = serverRequire('nodemailer') as { createTransport(url: string): Transport };

let mail: MailCapture;
beforeAll(async () => {
  mail = await startMailCapture();
});
afterAll(() => mail.close());

test('reads a verification code and a reset link sent by nodemailer', async () => {
  const transport = nodemailer.createTransport(mail.url);
  const longToken = 'a'.repeat(90) + '=b';
  await transport.sendMail({
    from: 'portal@besmart.test',
    to: 'Lead@Demo-School.test',
    subject: 'Your BeSmart verification code – 123',
    text: 'Your code is 482913. It expires in 10 minutes. £ ok',
  });
  const mark = mail.mark();
  await transport.sendMail({
    from: 'portal@besmart.test',
    to: 'staff@demo-school.test',
    subject: 'Reset your password',
    text: `Open http://127.0.0.1:1234/reset-password?token=${longToken} within 1 hour.`,
    html: `<p><a href="http://127.0.0.1:1234/reset-password?token=${longToken}">Reset</a></p>`,
  });
  transport.close();

  expect(await mail.readCode('lead@demo-school.test')).toBe('482913');
  expect(mail.mails[0]?.subject).toBe('Your BeSmart verification code – 123');
  expect(await mail.readLink('staff@demo-school.test', '/reset-password', { after: mark })).toBe(
    `http://127.0.0.1:1234/reset-password?token=${longToken}`,
  );
  await expect(mail.readCode('nobody@demo-school.test', { timeoutMs: 300 })).rejects.toThrow(
    /No mail to nobody@demo-school.test/,
  );
});

test('static host serves files with CORS and 404s outside its mounts; Chromium starts', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-static-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"ok":true}');
  const host = await startStaticHost({ '/remotes/v2/': dir });
  try {
    const res = await fetch(`${host.url}/remotes/v2/mf-manifest.json`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ ok: true });
    expect((await fetch(`${host.url}/remotes/v2/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${host.url}/other.json`)).status).toBe(404);
    expect(host.served).toEqual(['/remotes/v2/mf-manifest.json']);

    const browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`${host.url}/remotes/v2/mf-manifest.json`);
    expect(await page.textContent('body')).toContain('"ok":true');
    await browser.close();
  } finally {
    await host.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('every CSP violation of a page (inline script, eval) is recorded as a problem', async () => {
  const pages: Record<string, string> = {
    '/clean': '<!doctype html><title>clean</title><script src="/ok.js"></script>',
    '/dirty':
      '<!doctype html><title>dirty</title><script>document.title = "inline ran"</script>' +
      '<script src="/evil.js"></script>',
    '/ok.js': 'document.body && (document.body.dataset.ok = "1");',
    '/evil.js': 'try { eval("1 + 1"); } catch (e) { /* refused by the policy */ }',
  };
  const server = http.createServer((req, res) => {
    const body = pages[req.url ?? ''];
    res.writeHead(body ? 200 : 404, {
      'content-type': req.url?.endsWith('.js') ? 'text/javascript' : 'text/html',
      'content-security-policy': "default-src 'self'; script-src 'self'",
    });
    res.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const browser = await launchChromium();
  try {
    const clean = await newWatchedContext(browser, `http://127.0.0.1:${port}`);
    await (await clean.newPage()).goto('/clean');
    const dirty = await newWatchedContext(browser, `http://127.0.0.1:${port}`);
    const page = await dirty.newPage();
    await page.goto('/dirty');
    const violations = () => dirty.problems.filter((p) => p.kind === 'csp-violation');
    for (let i = 0; i < 50 && violations().length < 2; i += 1) await page.waitForTimeout(100);
    expect(await page.title()).toBe('dirty');
    const texts = violations().map((p) => p.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem refused inline/),
        expect.stringMatching(/^script-src refused eval/),
      ]),
    );
    expect(clean.problems.filter((p) => p.kind === 'csp-violation')).toEqual([]);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
