import type { ReportContext } from './registry';
import type { Viewer } from '../../platform/visibility';

/**
 * Reports read submissions through the one visibility rule of platform/visibility.ts
 * (`submissionVisibleTo`): incidents of the whole organisation for safeguarding leads and when it
 * has sharedIncidentReports, otherwise those the caller wrote or collaborates on (any version of
 * the chain) or holds a direct-access grant for; drafts only to their author. The current version
 * of a chain is the one with `superseded = false`; a chain is named by `coalesce(root_id, id)`.
 */
export function seesAllIncidents(ctx: ReportContext): boolean {
  return ctx.viewer.seesAllIncidents;
}

export function viewerOf(ctx: ReportContext): Viewer {
  return ctx.viewer;
}

export { isSafeguardingLead, submissionVisibleTo } from '../../platform/visibility';
