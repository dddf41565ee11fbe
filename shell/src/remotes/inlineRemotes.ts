// The remotes map the server writes into index.html as a JSON data block (server/src/static/page.ts),
// so the first start needs no /remotes.json round trip. Read once: Retry and later reads fetch
// /remotes.json, which reflects a redeploy since the page loaded.

/** The data block's id, as the server writes it. */
export const INLINE_REMOTES_ID = 'besmart-remotes';

/**
 * The parsed map of the page's data block, or undefined when there is none (or it was already
 * taken, or it is not JSON). The element is removed, so only the page's first read uses it.
 */
export function takeInlineRemotes(doc: Document = document): unknown {
  const element = doc.getElementById(INLINE_REMOTES_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    console.warn('[besmart] the remotes map in the page is not JSON; reading /remotes.json');
    return undefined;
  }
}
