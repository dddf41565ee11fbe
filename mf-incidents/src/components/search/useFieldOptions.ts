import { useMemo } from 'react';
import { useApi, useTerms } from 'shared-api';
import type { SelectOption } from 'shared-ui';
import { useServiceUsers, useStaff } from '../../data/people';
import { parseJsonList, useOrganisationSettings } from '../../data/settings';
import { fullName, serviceUserOptions } from '../serviceUserOptions';
import type { OptionSource } from './searchFields';

interface Technique {
  technique: string;
  selected: boolean;
}

function techniqueNames(value: string | undefined): string[] {
  return parseJsonList<Technique>(value)
    .filter(
      (t) => t && typeof t.technique === 'string' && t.technique.trim() && t.selected !== false,
    )
    .map((t) => t.technique.trim());
}

const plain = (values: string[]): SelectOption[] => values.map((v) => ({ value: v, label: v }));

/** Every option list the search fields need, loaded once per screen. */
export function useFieldOptions(): {
  options: Record<OptionSource, SelectOption[]>;
  techniques: { deescalation: string[]; physical: string[] };
} {
  const terms = useTerms();
  const serviceUsers = useServiceUsers();
  const staff = useStaff();
  const groups = useApi<{ id: number; name: string }[]>('/api/usergroup', { limit: 1000 });
  const settings = useOrganisationSettings();

  return useMemo(() => {
    const tags = settings.data?.data ?? [];
    const tag = (key: string) => tags.find((t) => t.key === key)?.value;
    const deescalation = techniqueNames(tag('deescalationTechniques'));
    const physical = techniqueNames(tag('physicalTechniques'));
    const years = parseJsonList<unknown>(tag('enabledAcademicYears')).filter(
      (y): y is string => typeof y === 'string',
    );
    const staffOptions = (staff.data?.data ?? [])
      .filter((p) => fullName(p))
      .map((p) => ({ value: String(p.id), label: fullName(p) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return {
      options: {
        serviceUsers: serviceUserOptions(serviceUsers.data?.data ?? []),
        staff: staffOptions,
        groups: (groups.data?.data ?? [])
          .map((g) => ({ value: String(g.id), label: g.name }))
          .sort((a, b) => a.label.localeCompare(b.label)),
        academicYears: plain(years),
        deescalationTechniques: plain(deescalation),
        physicalTechniques: plain(physical),
        injurySufferedBy: plain([terms.ServiceUser, 'Staff', 'Other']),
        gender: [
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
          { value: 'other', label: 'Other' },
        ],
        ethnicity: ['white', 'mixed', 'asian', 'black', 'other'].map((v) => ({
          value: v,
          label: v[0]!.toUpperCase() + v.slice(1),
        })),
      },
      techniques: { deescalation, physical },
    };
  }, [serviceUsers.data, staff.data, groups.data, settings.data, terms]);
}
