import type { SearchField } from './catalogue';

export const LOG_PREFIX = 'Log -';
export const CLICKER_PREFIX = 'Clicker -';

/**
 * Which fields a search builder offers for a report type (spec 3 §2.4, spec 1 §9): 'log' reports
 * keep the fields beginning 'Log -'; 'clicker' reports keep the 'Clicker -' fields and the
 * service user fields; every other report (incident search included) drops Log and Clicker fields.
 */
export function fieldsForReportType<F extends Pick<SearchField, 'label' | 'group'>>(
  reportType: string,
  fields: readonly F[],
): F[] {
  const isLog = (f: F) => f.label.startsWith(LOG_PREFIX);
  const isClicker = (f: F) => f.label.startsWith(CLICKER_PREFIX);
  switch (reportType.toLowerCase()) {
    case 'log':
    case 'concern':
      return fields.filter(isLog);
    case 'clicker':
      return fields.filter((f) => isClicker(f) || f.group === 'serviceUser');
    default:
      return fields.filter((f) => !isLog(f) && !isClicker(f));
  }
}
