// Reads what the shell stored in the browser (contract §2: one localStorage key per session field).
import type { Page } from 'playwright-core';

export async function storedItem<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return raw as T;
  }
}

export async function storedToken(page: Page): Promise<string | null> {
  return storedItem<string>(page, 'apiToken');
}

export async function storedActiveOrg(page: Page): Promise<{ id: number; name: string } | null> {
  return storedItem<{ id: number; name: string }>(page, 'activeOrg');
}

/** Calls the API from inside the page (same origin), as the signed-in browser would. */
export async function fetchInPage(
  page: Page,
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path: p, token: t, method, body }) => {
      const headers: Record<string, string> = {};
      if (t) headers.Authorization = `Bearer ${t}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(p, {
        method: method ?? 'GET',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body: parsed };
    },
    { path, token, method: init.method, body: init.body },
  );
}
