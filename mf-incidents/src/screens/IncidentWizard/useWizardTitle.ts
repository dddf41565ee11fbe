import { fullName } from '../../components/serviceUserOptions';
import { useServiceUser } from '../../data';
import type { WizardKind } from './steps';

/**
 * "New  Incident Report" / "Incident Report: {first} {last}" and "New Physical Intervention Report" /
 * "Physical Intervention Report: {first} {last}" (spec 2 §2.2, §2.3; the double space is the spec's).
 */
export function useWizardTitle(kind: WizardKind, userid: string | undefined): string {
  const { data } = useServiceUser(userid);
  const name = data?.data ? fullName(data.data) : '';
  const report = kind === 'highlevel' ? 'Physical Intervention Report' : 'Incident Report';
  if (!name) return kind === 'highlevel' ? `New ${report}` : `New  ${report}`;
  return `${report}: ${name}`;
}
