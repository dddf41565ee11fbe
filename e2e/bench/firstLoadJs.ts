// First-load JavaScript of a page: every script Chromium fetched until the network went idle, with the
// gzip size of each computed here (zlib default level 6), whatever encoding the server used, and
// what actually crossed the wire (encoded body + headers, as the server sent it) for the scripts and
// for every response of the page (HTML, manifests, JSON, scripts).
import zlib from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { blockExternal } from '../src/harness/browser';

export interface FirstLoadJs {
  url: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Bytes on the wire for the scripts (body as encoded by the server, plus headers). */
  wireBytes: number;
  /** Bytes on the wire for every response the page load made. */
  wireAllBytes: number;
  scripts: { url: string; raw: number; gzip: number; wire: number; encoding: string }[];
}

async function wireSize(res: Response): Promise<number> {
  const sizes = await res.request().sizes();
  return sizes.responseBodySize + sizes.responseHeadersSize;
}

export async function measureFirstLoadJs(
  browser: Browser,
  url: string,
  ready: string,
): Promise<FirstLoadJs> {
  const context = await browser.newContext();
  await blockExternal(context);
  const page = await context.newPage();
  const pending: Promise<FirstLoadJs['scripts'][number] | null>[] = [];
  const wire: Promise<number>[] = [];
  page.on('response', (res: Response) => {
    wire.push(wireSize(res).catch(() => 0));
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([res.body(), wireSize(res), res.headerValue('content-encoding')])
        .then(([body, onWire, encoding]) => ({
          url: res.url(),
          raw: body.length,
          gzip: zlib.gzipSync(body).length,
          wire: onWire,
          encoding: encoding ?? 'identity',
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter(
    (s): s is NonNullable<typeof s> => s !== null,
  );
  const wireAllBytes = (await Promise.all(wire)).reduce((s, x) => s + x, 0);
  await context.close();
  return {
    url,
    files: scripts.length,
    rawBytes: scripts.reduce((s, x) => s + x.raw, 0),
    gzipBytes: scripts.reduce((s, x) => s + x.gzip, 0),
    wireBytes: scripts.reduce((s, x) => s + x.wire, 0),
    wireAllBytes,
    scripts,
  };
}
