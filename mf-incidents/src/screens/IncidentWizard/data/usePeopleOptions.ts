import { useMemo } from 'react';
import type { SelectOption } from 'shared-ui';
import { fullName, serviceUserOptions } from '../../../components/serviceUserOptions';
import { useServiceUsers, useStaff } from '../../../data';

/** Option lists of the page: service users (both names, sorted) and staff, values as id text. */
export function usePeopleOptions(): { serviceUsers: SelectOption[]; staff: SelectOption[] } {
  const { data: people } = useServiceUsers();
  const { data: staffList } = useStaff();
  const serviceUsers = useMemo(() => serviceUserOptions(people?.data ?? []), [people]);
  const staff = useMemo(
    () =>
      (staffList?.data ?? [])
        .map((p) => ({ value: String(p.id), label: fullName(p) || (p.email ?? String(p.id)) }))
        .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' })),
    [staffList],
  );
  return { serviceUsers, staff };
}
