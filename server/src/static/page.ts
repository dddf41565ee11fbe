// The shell's index.html as sent: the remotes map as a JSON data block (read by the shell at start
// instead of a /remotes.json round trip) and preload hints for the current path's remote.
import type { Preload } from './preload';
import type { RemotesMap } from './remotes-map';

/** The id of the data block; shell/src/remotes/remotesJson.ts reads it. */
export const REMOTES_ELEMENT_ID = 'besmart-remotes';

/** JSON safe inside a <script> element: nothing can close the element or start a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function preloadTag({ href, as }: Preload): string {
  // A manifest is read with fetch() (CORS mode, same-origin credentials), hence `crossorigin`;
  // remoteEntry.js and chunks are classic <script src> without it. A mismatch would fetch twice.
  const cors = as === 'fetch' ? ' crossorigin' : '';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${cors}>`;
}

/**
 * Inserts the data block and the hints before </head> (or at the start when there is none).
 * `type="application/json"` is data, never executed, so the page's CSP (no inline script) holds.
 */
export function renderPage(html: string, map: RemotesMap, preloads: Preload[]): string {
  const block =
    `<script type="application/json" id="${REMOTES_ELEMENT_ID}">${jsonForScript(map)}</script>` +
    preloads.map(preloadTag).join('');
  const at = html.search(/<\/head>/i);
  return at === -1 ? block + html : html.slice(0, at) + block + html.slice(at);
}
