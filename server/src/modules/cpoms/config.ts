/** Default time a CPOMS push may take before it is recorded as failed. */
export const DEFAULT_CPOMS_TIMEOUT_MS = 10_000;

/** `CPOMS_TIMEOUT_MS` (whole milliseconds > 0), read at each push so tests and operators can set it. */
export function cpomsTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CPOMS_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_CPOMS_TIMEOUT_MS;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_CPOMS_TIMEOUT_MS;
}

/**
 * Base URL from organisations.cpoms_domain: a full http(s) URL is used as given, a bare host means
 * https://host. Null when empty or not a valid address.
 */
export function cpomsBaseUrl(domain: string | null | undefined): string | null {
  const text = domain?.trim();
  if (!text) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.username || url.password || url.search || url.hash) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}
