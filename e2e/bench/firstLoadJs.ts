// First-load JavaScript of a page: every script Chromium fetched until the network went idle, with the
// gzip size of each computed here (zlib default level 6), whatever encoding the server used.
import zlib from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { blockExternal } from '../src/harness/browser';

export interface FirstLoadJs {
  url: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  scripts: { url: string; raw: number; gzip: number }[];
}

export async function measureFirstLoadJs(
  browser: Browser,
  url: string,
  ready: string,
): Promise<FirstLoadJs> {
  const context = await browser.newContext();
  await blockExternal(context);
  const page = await context.newPage();
  const pending: Promise<{ url: string; raw: number; gzip: number } | null>[] = [];
  page.on('response', (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res
        .body()
        .then((body) => ({ url: res.url(), raw: body.length, gzip: zlib.gzipSync(body).length }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter(
    (s): s is NonNullable<typeof s> => s !== null,
  );
  await context.close();
  return {
    url,
    files: scripts.length,
    rawBytes: scripts.reduce((s, x) => s + x.raw, 0),
    gzipBytes: scripts.reduce((s, x) => s + x.gzip, 0),
    scripts,
  };
}
