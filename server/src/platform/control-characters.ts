/**
 * Text PostgreSQL cannot store as sent: U+0000 (refused outright, which used to surface as a 500)
 * and lone UTF-16 surrogates (the driver encodes them as U+FFFD, silently changing the text).
 * Other control characters (tab, line breaks, form feed...) are stored as sent.
 */
export const NUL_MESSAGE = 'must not contain control characters (U+0000)';
export const SURROGATE_MESSAGE = 'must be valid Unicode text (it has an unpaired surrogate)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface BadText {
  /** Where it is, e.g. `data.email`, `email[1]` ('' for the part itself). */
  path: string;
  message: string;
}

function problem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  // JSON.stringify escapes NUL and lone surrogates, so the message itself stays storable text.
  const name = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
  return path ? `${path}.${name}` : name;
}

/**
 * The first string (or object key) in a parsed request part that holds text PostgreSQL cannot
 * store; null when there is none. Walks with its own stack (a deeply nested body cannot overflow
 * the call stack). Buffers (uploaded files) are not text and are skipped.
 */
export function findBadText(root: unknown): BadText | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const message = problem(value);
      if (message) return { path, message };
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, i) => [i, item])
      : Object.entries(value as Record<string, unknown>);
    // Pushed last-first so that the first field in document order is reported.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      const here = childPath(path, key);
      const keyProblem = typeof key === 'string' ? problem(key) : null;
      stack.push(keyProblem ? [key, here] : [item, here]);
    }
  }
  return null;
}

/** `<field path>: <problem>`, naming the request part when the part itself is the text. */
export function badTextMessage(found: BadText, part: string): string {
  return `${found.path || part}: ${found.message}`;
}
