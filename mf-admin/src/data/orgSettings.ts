import { useMemo } from 'react';
import { useApiList } from './useApiList';

/** Settings type of the product's own organisation and per-user settings (Service Setup). */
export const BESMART_TYPE = 'besmart';

/** Appended to the organisation's enabled academic years (spec 1 §3). */
export const EXTRA_ACADEMIC_YEARS = ['Former', 'Not Specified'] as const;

export interface OrgSettings {
  loading: boolean;
  /** The raw value of a setting, undefined when not set. */
  value: (key: string) => string | undefined;
  /** True when the organisation has an academic year start day (the Active/Former toggle). */
  hasAcademicYearStart: boolean;
  /** enabledAcademicYears, as configured (without the appended extras). */
  enabledAcademicYears: string[];
}

/** Reads a JSON list of strings; anything else counts as no list. */
export function parseYearList(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

/** Service Setup settings of the active organisation (type besmart, limit 100 as spec 3 §7). */
export function useOrgSettings(): OrgSettings {
  const list = useApiList('/api/organisationtag', {
    where: { type: BESMART_TYPE },
    fields: 'type,key,value',
    limit: 100,
  });
  return useMemo(() => {
    const byKey = new Map(list.rows.map((tag) => [tag.key, tag.value]));
    const startDay = byKey.get('academicYearStartDay');
    return {
      loading: list.loading,
      value: (key: string) => byKey.get(key),
      hasAcademicYearStart: Boolean(startDay && startDay.trim() !== ''),
      enabledAcademicYears: parseYearList(byKey.get('enabledAcademicYears')),
    };
  }, [list.rows, list.loading]);
}
