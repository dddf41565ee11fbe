export const DEFAULT_RETURN_TO = '/dashboard';

// Sign-in screens that must never be the place we return to after signing in.
const AUTH_PATHS = ['/login', '/logout', '/mylogin'];

/**
 * The sign-in return target: only a same-origin path ('/x', not '//host' or '/\host', no scheme,
 * no control characters); anything else becomes '/dashboard'.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_RETURN_TO;
  let target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return DEFAULT_RETURN_TO;
  }
  // Browsers ignore tabs/newlines in URLs and treat '\' as '/', so '/\t/evil.com' is '//evil.com'.
  if ([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) {
    return DEFAULT_RETURN_TO;
  }
  try {
    const base = 'http://besmart.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return DEFAULT_RETURN_TO;
    target = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_RETURN_TO;
  }
  const path = target.split(/[?#]/)[0]!;
  if (AUTH_PATHS.includes(path)) return DEFAULT_RETURN_TO;
  return target;
}
