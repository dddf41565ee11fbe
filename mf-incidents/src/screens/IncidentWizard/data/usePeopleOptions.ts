import { useMemo } from 'react';
import type { PersonOption } from 'shared-ui';
import { fullName, serviceUserOptions } from '../../../components/serviceUserOptions';
import { useServiceUsers, useStaff } from '../../../data';

/**
 * Option lists of the page: service users (both names, sorted) and staff, values as id text; the
 * description (reference, job title) tells apart two people of the same name in the pickers.
 */
export function usePeopleOptions(): { serviceUsers: PersonOption[]; staff: PersonOption[] } {
  const { data: people } = useServiceUsers();
  const { data: staffList } = useStaff();
  const serviceUsers = useMemo(() => {
    const references = new Map((people?.data ?? []).map((p) => [String(p.id), p.reference]));
    return serviceUserOptions(people?.data ?? []).map((o) => ({
      ...o,
      description: references.get(o.value) ?? undefined,
    }));
  }, [people]);
  const staff = useMemo(
    () =>
      (staffList?.data ?? [])
        .map((p) => ({
          value: String(p.id),
          label: fullName(p) || (p.email ?? String(p.id)),
          description: p.jobTitle ?? undefined,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' })),
    [staffList],
  );
  return { serviceUsers, staff };
}
