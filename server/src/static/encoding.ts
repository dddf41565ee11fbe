// Content negotiation for the precompressed builds: `<file>.br` and `<file>.gz` next to the file
// (written by webpack-preset), chosen by the request's Accept-Encoding.
import { statSync, type Stats } from 'node:fs';

export type Encoding = 'br' | 'gzip';

/** Preference when the browser accepts both equally: brotli is smaller for the same file. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** q-value of each coding the header names (`*` included); RFC 9110 §12.5.3. */
function acceptedCodings(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    out.set(name, q);
  }
  return out;
}

/** The encodings the client accepts, best first (q > 0), among those we can send. */
export function acceptableEncodings(header: string | string[] | undefined): Encoding[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (text.trim() === '') return [];
  const codings = acceptedCodings(text);
  const wildcard = codings.get('*') ?? 0;
  const qOf = (e: Encoding) => codings.get(e) ?? (e === 'gzip' ? codings.get('x-gzip') : undefined);
  return PREFERENCE.map((e) => ({ e, q: qOf(e) ?? wildcard }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || PREFERENCE.indexOf(a.e) - PREFERENCE.indexOf(b.e))
    .map(({ e }) => e);
}

export interface Variant {
  /** The file to stream: the original or its precompressed sibling. */
  file: string;
  stat: Stats;
  encoding: Encoding | null;
  /** True when a precompressed sibling exists, whatever was chosen: answers vary by Accept-Encoding. */
  varies: boolean;
}

function statOrNull(file: string): Stats | null {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * The best representation of `file` for this Accept-Encoding. A sibling older than the file is
 * stale (the file was replaced without its copies) and is neither served nor counted.
 */
export function chooseVariant(
  file: string,
  acceptEncoding: string | string[] | undefined,
): Variant {
  const stat = statSync(file);
  const siblings = PREFERENCE.map((encoding) => {
    const path = file + SUFFIX[encoding];
    const s = statOrNull(path);
    return s && s.mtimeMs >= stat.mtimeMs ? { encoding, path, stat: s } : null;
  }).filter((v): v is NonNullable<typeof v> => v !== null);
  const varies = siblings.length > 0;
  for (const encoding of acceptableEncodings(acceptEncoding)) {
    const sibling = siblings.find((s) => s.encoding === encoding);
    if (sibling) return { file: sibling.path, stat: sibling.stat, encoding, varies };
  }
  return { file, stat, encoding: null, varies };
}
