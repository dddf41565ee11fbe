import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Query-string style `name=value` whose value is a secret: invitation/reset tokens, sign-in and
 * verification codes, the OIDC `code` and `state`, passwords. Names are matched whole (so `postcode`
 * stays) and case-insensitively.
 */
const QUERY_NAME =
  '(?:[A-Za-z_]*(?:token|password|secret)|code|state|verificationCode|otp|api[_-]?key)';
const QUERY_PAIR = new RegExp(`(^|[?&;\\s"'(])(${QUERY_NAME})=([^&\\s"'#;\\\\]*)`, 'gi');

/**
 * JSON members holding a secret, at any depth of a log line: `password`, `newPassword`, `apiToken`,
 * `token`, `verificationCode`, `clientSecret`, `authorization`, `cookie`. `code` and `state` are left
 * to the paths below: as JSON keys they are mostly harmless error codes (`err.code: "23505"`).
 */
const JSON_MEMBER = new RegExp(
  '"([A-Za-z_-]*(?:password|token|secret|api[_-]?key)|verificationCode|authorization|cookie|set-cookie)"' +
    '\\s*:\\s*("(?:[^"\\\\]|\\\\.)*"|-?\\d[\\d.eE+-]*|true|false|null)',
  'gi',
);

/** Replaces every secret of one serialized log line (query strings anywhere, JSON members). */
export function redactLogLine(line: string): string {
  return line
    .replace(QUERY_PAIR, (_m, lead: string, name: string) => `${lead}${name}=${REDACTED}`)
    .replace(JSON_MEMBER, (_m, name: string) => `"${name}":"${REDACTED}"`);
}

/** `code`/`state` members of logged request bodies, queries and params (structured redaction). */
const BODY_PATHS = ['body', 'query', 'params'].flatMap((part) =>
  ['code', 'state'].flatMap((key) => [
    `${part}.${key}`,
    `${part}.*.${key}`,
    `*.${part}.${key}`,
    `*.${part}.*.${key}`,
  ]),
);

/**
 * The request logger's options: pino redacts the structured paths, then `streamWrite` scrubs every
 * finished line, so a secret in a URL (`/api/user/activate?token=...`), an error message or any
 * logged object never reaches the log, whoever wrote the line.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: BODY_PATHS, censor: REDACTED },
    hooks: { streamWrite: redactLogLine },
    ...(stream ? { stream } : {}),
  };
}
