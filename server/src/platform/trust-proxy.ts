import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy`: `false` (the client address is the socket's) or the addresses/CIDRs of
 * the proxies whose X-Forwarded-For is believed. `true` is never produced: it would believe any
 * X-Forwarded-For a client sends, so rate limits, sessions and the audit trail would record
 * whatever address the client makes up. Neither is a hop count: it cannot tell a proxy from a
 * client that sends enough X-Forwarded-For entries, and Fastify 5.12 trusts no forwarded address
 * for one (fails closed), so it would silently mean "off".
 */
export type TrustProxy = false | string[];

/** Names proxy-addr (Fastify's resolver) expands to address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const OFF = new Set(['', '0', 'false', 'no', 'off']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  // IPv4 netmask form (10.0.0.0/255.0.0.0), which proxy-addr also accepts.
  return version === 4 && isIP(prefix) === 4;
}

/**
 * TRUST_PROXY: unset/`false` = off; otherwise a comma list of proxy addresses or CIDRs
 * (`10.0.0.1, 10.1.0.0/16`; `loopback`, `linklocal`, `uniquelocal` name those ranges). `true` and
 * hop counts are refused with the reason.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim();
  if (OFF.has(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on', '*'].includes(raw.toLowerCase())) {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For header a client sends: ' +
        'name the proxy addresses/CIDRs (TRUST_PROXY=10.0.0.1 or TRUST_PROXY=10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(raw)) {
    throw new Error(
      `TRUST_PROXY=${raw}: a hop count cannot tell a proxy from a client that sends enough ` +
        'X-Forwarded-For entries (Fastify trusts no forwarded address for it): name the proxy addresses/CIDRs',
    );
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) {
    throw new Error(`TRUST_PROXY: '${bad.join("', '")}' is not an IP address or a CIDR`);
  }
  return entries;
}
