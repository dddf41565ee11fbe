// Route ownership (ARCHITECTURE §2) as data. First match wins; anything unmatched is the shell's 404.

export const REMOTE_NAMES = [
  'mf-auth',
  'mf-reports',
  'mf-ai',
  'mf-incidents',
  'mf-smartplans',
  'mf-admin',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
export type Owner = 'shell' | RemoteName;

export interface RouteRule {
  /**
   * '/a/b' exact; '/a/{x}' one segment of any value; '/a/**' the path '/a' and anything below it.
   */
  pattern: string;
  owner: Owner;
}

export const NOT_FOUND_TEXT = '404: page not found - to be created';

const REPORT_SEARCH_KINDS = [
  'incident',
  'intervention',
  'involvement',
  'medicalIntervention',
  'log',
  'clicker',
  'incidentreportExtras',
];

const REPORT_RESULT_KINDS = [
  'incidentreport',
  'interventionreport',
  'involvementreport',
  'medicalinterventionreport',
  'concernreport',
  'clickerreport',
  'incidentreportExtras',
];

const rules = (owner: Owner, patterns: string[]): RouteRule[] =>
  patterns.map((pattern) => ({ pattern, owner }));

export const ROUTE_TABLE: readonly RouteRule[] = [
  ...rules('shell', ['/', '/dashboard']),
  ...rules('mf-auth', [
    '/login',
    '/mylogin',
    '/logout',
    '/reset-password',
    '/user/activate',
    '/privacy',
    '/tandc',
  ]),
  ...rules('mf-reports', [
    '/reports',
    ...REPORT_SEARCH_KINDS.map((kind) => `/${kind}/report/search`),
    ...REPORT_RESULT_KINDS.map((kind) => `/report/${kind}`),
  ]),
  ...rules('mf-ai', [
    '/incident/ai',
    '/incident/aisupport',
    '/incident/{userid}/ai/{formId}',
    '/ai/insights/**',
  ]),
  ...rules('mf-incidents', ['/record', '/pdfviewer', '/incident/**', '/log/**']),
  ...rules('mf-smartplans', ['/behaviour/**', '/plans']),
  ...rules('mf-admin', [
    '/serviceusers',
    '/serviceuser/**',
    '/users',
    '/user/**',
    '/roles',
    '/role/**',
    '/services',
    '/service/**',
    '/servicesetup',
    '/content/**',
  ]),
];

/** Public paths: everything else needs a stored apiToken. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/mylogin',
  '/logout',
  '/reset-password',
  '/user/activate',
  '/privacy',
  '/tandc',
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** '/incident/' and '/incident' are the same route; the query and hash are not part of it. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  const parts = segments(bare);
  return parts.length ? `/${parts.join('/')}` : '/';
}

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  const globstar = want[want.length - 1] === '**';
  const fixed = globstar ? want.slice(0, -1) : want;
  if (globstar ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((part, i) => (part.startsWith('{') && part.endsWith('}')) || part === have[i]);
}

export interface RouteMatch {
  owner: Owner;
  /** The matching rule's pattern; null when nothing matched (the shell's 404). */
  pattern: string | null;
}

export function matchRoute(path: string): RouteMatch {
  const normalised = normalisePath(path);
  const rule = ROUTE_TABLE.find((candidate) => matches(candidate.pattern, normalised));
  return rule ? { owner: rule.owner, pattern: rule.pattern } : { owner: 'shell', pattern: null };
}

export function ownerOf(path: string): Owner {
  return matchRoute(path).owner;
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(normalisePath(path));
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}
