import { INTERVENTION_KIND_LABELS, SEN_STATUS_LABELS, type SenStatus } from 'shared-api/schemas';
import { interventionMinutes, parseInterventions, parseStaffRoles } from './answers';

/** The restraint answers in the order the incident PDF lists them (after the intervention ones). */
export const RESTRAINT_PDF_KEYS = [
  'staffRoles',
  'restrictiveInterventions',
  'whatHappenedBefore',
  'whyForceNecessary',
  'supportAfterwards',
  'senStatusAtTime',
] as const;

const ROLE_TEXT = { held: 'applied a hold', observed: 'observed' } as const;

/**
 * How the incident PDF shows a restraint answer ("Hal Helper: applied a hold", "Seclusion
 * 10:15-10:30 (15 minutes)", "EHC plan"), or null for any other key (or a value it cannot read).
 */
export function restraintAnswerText(
  key: string,
  response: string,
  names: ReadonlyMap<number, string>,
): string | null {
  if (key === 'staffRoles') {
    const roles = parseStaffRoles(response);
    if (typeof roles === 'string') return null;
    return roles
      .map((r) => `${names.get(r.userId) ?? `#${r.userId}`}: ${ROLE_TEXT[r.role]}`)
      .join('\n');
  }
  if (key === 'restrictiveInterventions') {
    const list = parseInterventions(response);
    if (typeof list === 'string') return null;
    return list
      .map(
        (i) =>
          `${INTERVENTION_KIND_LABELS[i.kind]} ${i.start}-${i.end} (${interventionMinutes(i.start, i.end)} minutes)`,
      )
      .join('\n');
  }
  if (key === 'senStatusAtTime') return SEN_STATUS_LABELS[response as SenStatus] ?? null;
  return null;
}
