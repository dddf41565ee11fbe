// The one list of remotes (ARCHITECTURE §2): each remote's name, Module Federation container,
// area label and owned paths, written here once. The shell's route table, the server's static
// paths and the "area unavailable" labels are all read from it.
//
// Order matters: the shell tries the remotes' paths in this order (after its own '/' and
// '/dashboard') and the first match wins, so a remote owning a narrow path under another remote's
// '/**' must come first (mf-reports and mf-ai before mf-incidents).
// `pnpm new-remote` adds an entry just above the marker line at the end of the list.
import type { RemoteDeclaration } from './validate';

const REPORT_SEARCH_KINDS = [
  'incident',
  'intervention',
  'involvement',
  'medicalIntervention',
  'log',
  'clicker',
  'incidentreportExtras',
] as const;

const REPORT_RESULT_KINDS = [
  'incidentreport',
  'interventionreport',
  'involvementreport',
  'medicalinterventionreport',
  'concernreport',
  'clickerreport',
  'incidentreportExtras',
] as const;

export const DECLARED_REMOTES = [
  {
    name: 'mf-auth',
    container: 'mf_auth',
    label: 'Sign-in',
    paths: [
      '/login',
      '/mylogin',
      '/logout',
      '/reset-password',
      '/user/activate',
      '/privacy',
      '/tandc',
      '/shared',
    ],
  },
  {
    name: 'mf-reports',
    container: 'mf_reports',
    label: 'Analytics',
    paths: [
      '/reports',
      ...REPORT_SEARCH_KINDS.map((kind) => `/${kind}/report/search`),
      ...REPORT_RESULT_KINDS.map((kind) => `/report/${kind}`),
    ],
  },
  {
    name: 'mf-ai',
    container: 'mf_ai',
    label: 'AI Insights',
    paths: [
      '/incident/ai',
      '/incident/aisupport',
      '/incident/{userid}/ai/{formId}',
      '/ai/insights/**',
    ],
  },
  {
    name: 'mf-incidents',
    container: 'mf_incidents',
    label: 'Incidents',
    paths: ['/record', '/pdfviewer', '/incident/**', '/log/**', '/restraint/**'],
  },
  {
    name: 'mf-smartplans',
    container: 'mf_smartplans',
    label: 'Smart Plans',
    paths: ['/behaviour/**', '/plans'],
  },
  {
    name: 'mf-admin',
    container: 'mf_admin',
    label: 'Administration',
    paths: [
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
    ],
  },
  // new-remote: entries are added above this line
] as const satisfies readonly RemoteDeclaration[];
