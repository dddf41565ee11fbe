// Path patterns of the route table: '/a/b' exact; '/a/{x}' one segment of any value; '/a/**' the
// path '/a' and anything below it.

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Whether `pattern` matches `path` (a normalised path: no query, no trailing slash). */
export function patternMatches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  const globstar = want[want.length - 1] === '**';
  const fixed = globstar ? want.slice(0, -1) : want;
  if (globstar ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((part, i) => (part.startsWith('{') && part.endsWith('}')) || part === have[i]);
}

/** One concrete path the pattern matches ('/incident/{id}/ai/**' -> '/incident/1/ai'). */
export function examplePath(pattern: string): string {
  const parts = segments(pattern)
    .filter((part) => part !== '**')
    .map((part) => (part.startsWith('{') ? '1' : part));
  return `/${parts.join('/')}`;
}
