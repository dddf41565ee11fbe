// Jest wiring for one journey file: its own SMTP capture, portal process and Chromium; a fresh browser
// context per test; screenshots of every open page when a test fails; any Content-Security-Policy
// violation on any page of the test fails it, and so does a serious or critical axe violation on any
// portal page still open when the test ends (issue 14 §5).
import type { Browser, Page } from 'playwright-core';
import { scanA11y } from './a11y';
import {
  formatProblems,
  launchChromium,
  newWatchedContext,
  problemsOfNote,
  screenshot,
  type PageProblem,
  type WatchedContext,
} from './browser';
import { startMailCapture, type MailCapture } from './mailCapture';
import { startPortal, type Portal, type PortalOptions } from './portal';

export interface JourneyEnv {
  readonly mail: MailCapture;
  readonly portal: Portal;
  readonly browser: Browser;
  /** A fresh browser context (own cookies and localStorage) with one page on the portal. */
  open(): Promise<{ page: Page; ctx: WatchedContext }>;
  /** Console errors, page errors, blocked external requests and CSP violations of every context opened by this test. */
  problems(): PageProblem[];
  expectNoProblems(expected?: RegExp[]): void;
  /** Full-page screenshots of every page this test opened (named after the test). */
  screenshotAll(prefix: string): Promise<void>;
  /** axe on every open page of this test that shows the portal; throws on serious or critical. */
  scanOpenPages(label: string): Promise<void>;
}

type PortalExtras = Partial<Omit<PortalOptions, 'name' | 'smtpUrl'>>;

export interface JourneySetup {
  name: string;
  portal?: PortalExtras;
  /** Runs after the mail capture exists and before the portal starts (e.g. to write a remotes file). */
  beforePortal?: () => PortalExtras | void | Promise<PortalExtras | void>;
}

export function setupJourney(setup: JourneySetup): JourneyEnv {
  let mail: MailCapture | undefined;
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  let contexts: WatchedContext[] = [];
  const pages: Page[] = [];

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} did not start (see beforeAll error)`);
    return value;
  };

  beforeAll(async () => {
    mail = await startMailCapture();
    const extra = (await setup.beforePortal?.()) ?? {};
    portal = await startPortal({ name: setup.name, smtpUrl: mail.url, ...setup.portal, ...extra });
    browser = await launchChromium();
  }, 180_000);

  afterEach(async () => {
    for (const ctx of contexts) await ctx.context.close().catch(() => undefined);
    contexts = [];
    pages.length = 0;
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await portal?.stop();
    await mail?.close();
  }, 30_000);

  const env: JourneyEnv = {
    get mail() {
      return required(mail, 'Mail capture');
    },
    get portal() {
      return required(portal, 'Portal');
    },
    get browser() {
      return required(browser, 'Chromium');
    },
    async open() {
      const ctx = await newWatchedContext(env.browser, env.portal.url);
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.setDefaultTimeout(15_000);
      page.setDefaultNavigationTimeout(30_000);
      pages.push(page);
      return { page, ctx };
    },
    problems: () => contexts.flatMap((c) => c.problems),
    expectNoProblems(expected = []) {
      const ofNote = problemsOfNote(env.problems(), expected);
      if (ofNote.length > 0) {
        throw new Error(`Browser problems of note:\n${formatProblems(ofNote)}`);
      }
    },
    async scanOpenPages(label) {
      let i = 0;
      for (const page of pages) {
        i += 1;
        if (page.isClosed() || !page.url().startsWith(env.portal.url)) continue;
        await scanA11y(page, `${label} (page ${i}, at the end of the test)`);
      }
    },
    async screenshotAll(prefix) {
      let i = 0;
      for (const page of pages) {
        if (!page.isClosed()) await screenshot(page, `${prefix}-${(i += 1)}`);
      }
    },
  };
  return env;
}

/** Fails with every CSP violation seen so far: the portal must run entirely under its policy. */
export function expectNoCspViolations(env: JourneyEnv): void {
  const violations = env.problems().filter((p) => p.kind === 'csp-violation');
  if (violations.length > 0) {
    throw new Error(`Content-Security-Policy violations:\n${formatProblems(violations)}`);
  }
}

/**
 * A test whose failure leaves a full-page screenshot of every open page in e2e/artifacts/. It also
 * fails when any page it opened reported a CSP violation, or when axe finds a serious or critical
 * violation on a portal page still open at its end, whatever the test itself checked.
 */
export function journey(
  env: JourneyEnv,
  title: string,
  fn: () => Promise<void>,
  timeoutMs = 120_000,
): void {
  test(
    title,
    async () => {
      try {
        await fn();
        expectNoCspViolations(env);
        await env.scanOpenPages(title);
      } catch (err) {
        await env.screenshotAll(`FAILED-${title}`);
        const problems = env.problems();
        if (problems.length > 0 && err instanceof Error) {
          const note = `\n\nBrowser problems seen during this test:\n${formatProblems(problems)}`;
          err.message += note;
          // jest prints the stack, which Playwright errors fixed before the note was added.
          if (err.stack && !err.stack.includes(note)) err.stack += note;
        }
        throw err;
      }
    },
    timeoutMs,
  );
}
