// Debian's Chromium driven by playwright-core; every request that is not loopback is refused and recorded,
// and every Content-Security-Policy violation a page reports is recorded too.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PageProblem {
  kind: 'console' | 'pageerror' | 'external-request' | 'csp-violation';
  text: string;
  url: string;
}

export interface WatchedContext {
  context: BrowserContext;
  problems: PageProblem[];
  newPage(): Promise<Page>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Refuses every non-loopback request of the context; `onBlocked` hears about each one. */
export async function blockExternal(
  context: BrowserContext,
  onBlocked: (url: string) => void = () => undefined,
): Promise<void> {
  await context.route(
    (url) => !LOOPBACK.has(url.hostname) && url.protocol.startsWith('http'),
    async (route) => {
      onBlocked(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
}

/** What a page's `securitypolicyviolation` event says (SecurityPolicyViolationEvent). */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
  disposition: string;
}

const CSP_BINDING = '__besmartCspViolation';

/**
 * Records every CSP violation of every page and frame of the context: an init script (which runs
 * before any page script) listens for `securitypolicyviolation` and hands each one to a binding.
 */
export async function collectCspViolations(
  context: BrowserContext,
  onViolation: (violation: CspViolation, pageUrl: string) => void,
): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ page }, violation: CspViolation) =>
    onViolation(violation, page.url()),
  );
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({
          directive: e.effectiveDirective || e.violatedDirective,
          blockedURI: e.blockedURI,
          sourceFile: e.sourceFile,
          lineNumber: e.lineNumber,
          sample: e.sample,
          disposition: e.disposition,
        });
      },
      true,
    );
  }, CSP_BINDING);
}

export function formatCspViolation(v: CspViolation): string {
  const where = v.sourceFile ? ` in ${v.sourceFile}:${v.lineNumber}` : '';
  const sample = v.sample ? ` sample "${v.sample}"` : '';
  return `${v.directive} refused ${v.blockedURI || '(inline)'}${where}${sample} [${v.disposition}]`;
}

export async function newWatchedContext(
  browser: Browser,
  baseURL: string,
): Promise<WatchedContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
  const problems: PageProblem[] = [];
  await blockExternal(context, (url) =>
    problems.push({ kind: 'external-request', text: url, url: '' }),
  );
  await collectCspViolations(context, (violation, url) =>
    problems.push({ kind: 'csp-violation', text: formatCspViolation(violation), url }),
  );
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error')
        problems.push({ kind: 'console', text: msg.text(), url: page.url() });
    });
    page.on('pageerror', (err) =>
      problems.push({ kind: 'pageerror', text: String(err), url: page.url() }),
    );
  };
  context.on('page', watch);
  return { context, problems, newPage: () => context.newPage() };
}

/** Problems that are not explained by what the journey did on purpose. */
export function problemsOfNote(problems: PageProblem[], expected: RegExp[] = []): PageProblem[] {
  return problems.filter((p) => !expected.some((re) => re.test(p.text)));
}

export function formatProblems(problems: PageProblem[]): string {
  return problems.map((p) => `[${p.kind}] ${p.text}${p.url ? ` (at ${p.url})` : ''}`).join('\n');
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9_-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return file;
}
