import { useMemo } from 'react';
import { LOG_TYPES, useApi, useTerms } from 'shared-api';
import type { SelectOption } from '../fields/SelectField';
import type { SearchOptions, TechniqueNames } from './options';

interface Person {
  id?: number;
  firstName?: string | null;
  lastName?: string | null;
}

/** A JSON list setting; a missing or malformed value gives []. */
function jsonList(value: string | undefined): unknown[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Names in `[{ [member]: name, selected }]`, skipping blank and unselected entries. */
function selectedNames(value: string | undefined, member: string): string[] {
  return jsonList(value).flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const name = (entry as Record<string, unknown>)[member];
    const selected = (entry as Record<string, unknown>).selected;
    return typeof name === 'string' && name.trim() && selected !== false ? [name.trim()] : [];
  });
}

/** People with an id and a name, as options valued by id. */
const peopleOptions = (people: readonly Person[], needsBothNames: boolean): SelectOption[] =>
  people
    .filter((p) =>
      needsBothNames ? Boolean(p.firstName?.trim()) && Boolean(p.lastName?.trim()) : fullName(p),
    )
    .flatMap((p) => (p.id === undefined ? [] : [{ value: String(p.id), label: fullName(p) }]));

const fullName = (p: Person) => `${p.firstName?.trim() ?? ''} ${p.lastName?.trim() ?? ''}`.trim();
const byLabel = (a: SelectOption, b: SelectOption) =>
  a.label.localeCompare(b.label, undefined, { sensitivity: 'base' });
const plain = (values: readonly string[]): SelectOption[] =>
  values.map((v) => ({ value: v, label: v }));

/**
 * Every option list the search fields need, loaded once per screen with the same requests (so
 * the same SWR cache entries) as the remotes' own pickers: service users (both names present,
 * sorted), staff, groups, enabled academic years, the organisation's techniques and quick
 * behaviours, and the fixed gender, ethnicity, injury-suffered-by and log type lists.
 */
export function useSearchFieldOptions(): { options: SearchOptions; techniques: TechniqueNames } {
  const terms = useTerms();
  const serviceUsers = useApi('/api/user', {
    query: {
      type: 'student',
      limit: 1000,
      where: { deleted: false },
      fields: 'id,firstName,lastName,reference,type',
    },
  });
  const staff = useApi('/api/user', {
    query: {
      type: 'user',
      limit: 1000,
      where: { deleted: false },
      fields: 'id,firstName,lastName,email,jobTitle',
    },
  });
  const groups = useApi('/api/usergroup', { query: { limit: 1000 } });
  const settings = useApi('/api/organisationtag', {
    query: { where: { type: 'besmart' }, fields: 'type,key,value', limit: 1000 },
  });

  return useMemo(() => {
    const tags = settings.data?.data ?? [];
    const tag = (key: string) => tags.find((t) => t.key === key)?.value;
    const deescalation = selectedNames(tag('deescalationTechniques'), 'technique');
    const physical = selectedNames(tag('physicalTechniques'), 'technique');
    const years = jsonList(tag('enabledAcademicYears')).filter(
      (y): y is string => typeof y === 'string',
    );
    const serviceUserOptions = peopleOptions(serviceUsers.data?.data ?? [], true).sort(
      (a, b) => byLabel(a, b) || Number(a.value) - Number(b.value),
    );
    const staffOptions = peopleOptions(staff.data?.data ?? [], false).sort((a, b) =>
      a.label.localeCompare(b.label),
    );
    return {
      options: {
        serviceUsers: serviceUserOptions,
        staff: staffOptions,
        groups: (groups.data?.data ?? [])
          .flatMap((g) =>
            g.id === undefined ? [] : [{ value: String(g.id), label: g.name ?? '' }],
          )
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
        logTypes: plain(LOG_TYPES),
        quickBehaviours: plain(selectedNames(tag('quickBehaviours'), 'quickBehaviour')),
      },
      techniques: { deescalation, physical },
    };
  }, [serviceUsers.data, staff.data, groups.data, settings.data, terms]);
}
