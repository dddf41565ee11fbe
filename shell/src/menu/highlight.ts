// Wayfinding (issue 14 §6): which side-menu item is highlighted on each route. Every route of the
// route table (spec 3 §2.1) is listed with the item(s) a user reached it from, best first; the first
// of those the user's menu has is highlighted. Routes that belong to no item (the PDF viewer,
// privacy, terms, the 404) highlight nothing rather than a stale remembered item.
import { patternMatches } from 'shared-api/remotes';

export type MenuKey =
  | 'dashboard'
  | 'record'
  | 'ai'
  | 'incidents'
  | 'plans'
  | 'analytics'
  | 'directory'
  | 'users'
  | 'servicesetup'
  | 'restraint';

export interface HighlightRule {
  /** A route-table pattern: '/a/{x}' one segment, '/a/**' the path and everything below it. */
  pattern: string;
  keys: readonly MenuKey[];
}

/** First matching pattern wins, so narrow patterns come before the '/**' ones they sit under. */
export const HIGHLIGHT_RULES: readonly HighlightRule[] = [
  { pattern: '/', keys: ['dashboard'] },
  { pattern: '/dashboard', keys: ['dashboard'] },
  // The Help Centre: opened from the dashboard's Help Centre card.
  { pattern: '/content/**', keys: ['dashboard'] },

  // AI screens, including AI support for one incident (under /incident).
  { pattern: '/incident/ai', keys: ['ai'] },
  { pattern: '/incident/aisupport', keys: ['ai'] },
  { pattern: '/incident/{userid}/ai/**', keys: ['ai'] },
  { pattern: '/ai/**', keys: ['ai'] },

  // Analytics: the menu, the seven report searches and their result screens.
  { pattern: '/reports', keys: ['analytics'] },
  { pattern: '/{kind}/report/search', keys: ['analytics'] },
  { pattern: '/report/**', keys: ['analytics'] },

  // Incident lists.
  { pattern: '/incident/search/**', keys: ['incidents'] },
  { pattern: '/incident/drafts', keys: ['incidents'] },
  { pattern: '/incident/cpoms', keys: ['incidents'] },

  // Recording: the hub and every wizard it starts (incident, physical intervention, log, Smart Plan).
  { pattern: '/record', keys: ['record'] },
  { pattern: '/incident/high-level/{userid}/edit/**', keys: ['record'] },
  { pattern: '/incident/{userid}/edit/**', keys: ['record'] },
  { pattern: '/incident/{userid}/completion', keys: ['record'] },
  { pattern: '/log/**', keys: ['record'] },
  { pattern: '/behaviour/{userid}/edit', keys: ['record'] },

  // Smart Plans (the Care plan has no Smart Plans item: drafts then belong to Record & Plan).
  { pattern: '/plans', keys: ['plans'] },
  { pattern: '/behaviour/drafts', keys: ['plans', 'record'] },
  { pattern: '/behaviour/{userid}/plan/**', keys: ['plans'] },

  // Restraint records (issue 13): the oversight list and the records opened from it.
  { pattern: '/restraint/**', keys: ['restraint', 'incidents'] },

  // Administration.
  { pattern: '/serviceusers', keys: ['directory'] },
  { pattern: '/serviceuser/**', keys: ['directory'] },
  { pattern: '/users', keys: ['users'] },
  { pattern: '/user/**', keys: ['users'] },
  { pattern: '/servicesetup', keys: ['servicesetup'] },
  // Roles, services (organisations) and the outbox are organisation set-up screens.
  { pattern: '/roles', keys: ['servicesetup', 'users'] },
  { pattern: '/role/**', keys: ['servicesetup', 'users'] },
  { pattern: '/services', keys: ['servicesetup'] },
  { pattern: '/service/**', keys: ['servicesetup'] },
];

/** The menu keys a path may highlight, best first; empty for paths of no item. */
export function highlightKeysFor(path: string): readonly MenuKey[] {
  return HIGHLIGHT_RULES.find((rule) => patternMatches(rule.pattern, path))?.keys ?? [];
}
