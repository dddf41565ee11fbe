import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { auditActions } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/testApp';

const PUBLIC_URL = 'http://localhost:8080';
const FIXTURE = path.join(__dirname, '../../../test/helpers/oidc-provider.mjs');

function startProvider(): Promise<{ child: ChildProcess; issuer: string }> {
  return new Promise((resolve, reject) => {
    // NODE_OPTIONS from jest (vm modules flag) is not wanted in the provider process.
    const env = { ...process.env, NODE_OPTIONS: '' };
    const child = spawn(process.execPath, [FIXTURE, `${PUBLIC_URL}/mylogin`], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, issuer: (JSON.parse(line) as { issuer: string }).issuer });
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`oidc-provider exited (${code}): ${err}`)));
  });
}

/** A minimal browser: follows the provider's redirects, carrying its cookies, until /mylogin. */
class Browser {
  private cookies = new Map<string, string>();

  private store(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.store(res);
    return res;
  }

  /** Signs in at the provider as `login` and returns the URL it sends the browser back to. */
  async authorize(startUrl: string, login: string): Promise<URL> {
    let url = startUrl;
    for (let i = 0; i < 20; i += 1) {
      if (url.startsWith(PUBLIC_URL)) return new URL(url);
      let res = await this.request(url);
      if (res.status === 200 && /\/interaction\//.test(url)) {
        const html = await res.text();
        const prompt =
          /name="prompt" value="(\w+)"/.exec(html)?.[1] ??
          (html.includes('name="login"') ? 'login' : 'consent');
        res = await this.request(
          url,
          prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
        );
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`stuck at ${url} (${res.status})`);
      url = new URL(location, url).href;
    }
    throw new Error('too many redirects');
  }
}

describe('single sign-on (OIDC) against a local provider', () => {
  let provider: { child: ChildProcess; issuer: string };
  let t: TestApp;

  beforeAll(async () => {
    provider = await startProvider();
    t = await createTestApp({
      config: {
        publicUrl: PUBLIC_URL,
        oidc: { issuer: provider.issuer, clientId: 'besmart', clientSecret: 'besmart-test-secret' },
        oidcAllowInsecure: true,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    provider.child.kill();
  });

  async function start(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/mylogin/redirect' });
    expect(res.statusCode).toBe(302);
    return res.headers.location as string;
  }

  const exchange = (params: URLSearchParams) =>
    t.app.inject({ method: 'GET', url: `/api/auth/mylogin?${params.toString()}` });

  it('reports that SSO is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sso-status' });
    expect(res.json()).toEqual({ data: { configured: true } });
  });

  it('redirects with PKCE (S256) and state, then signs in the user matched by e-mail', async () => {
    const location = await start();
    const auth = new URL(location);
    expect(auth.origin).toBe(provider.issuer);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('code_challenge')).toBeTruthy();
    expect(auth.searchParams.get('state')).toBeTruthy();
    expect(auth.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/mylogin`);

    const back = await new Browser().authorize(location, 'Lead@Demo-School.test');
    expect(back.pathname).toBe('/mylogin');
    // The SPA passes code and state on (iss is optional).
    const params = new URLSearchParams({
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
    });
    const res = await exchange(params);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.apiToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.userDetails.email).toBe('lead@demo-school.test');
    expect(data.activeOrg.name).toBe('Demo School');
    expect((await auditActions(t.db, 'login_sso')).length).toBe(1);

    // The state is single use.
    const replay = await exchange(params);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Single sign-on failed. Please try again.' });
  });

  it('passes iss through when the SPA sends it', async () => {
    const back = await new Browser().authorize(await start(), 'staff@demo-school.test');
    const res = await exchange(back.searchParams);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userDetails.email).toBe('staff@demo-school.test');
  });

  it('refuses an identity without a BeSmart account', async () => {
    const back = await new Browser().authorize(await start(), 'stranger@elsewhere.test');
    const res = await exchange(back.searchParams);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(
      'There is no BeSmart account for this e-mail address. Ask your administrator for an invitation.',
    );
  });

  it('refuses an unknown state and a forged code', async () => {
    const unknownState = await exchange(new URLSearchParams({ code: 'abc', state: 'not-issued' }));
    expect(unknownState.statusCode).toBe(401);
    const location = await start();
    const state = new URL(location).searchParams.get('state')!;
    const forged = await exchange(new URLSearchParams({ code: 'forged-code', state }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'Single sign-on failed. Please try again.' });
  });
});

describe('single sign-on when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says so on every SSO route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sso-status' })).json()).toEqual({
      data: { configured: false },
    });
    for (const url of ['/api/auth/mylogin/redirect', '/api/auth/mylogin?code=a&state=b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Single sign-on is not set up for this portal' });
    }
  });
});
