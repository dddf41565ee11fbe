import type { FieldType } from './operators';

/** A criterion's response, checked against its field's type. */
export type CriteriaValue =
  | { kind: 'text'; text: string }
  | { kind: 'yesno'; yes: boolean }
  | { kind: 'date'; date: string }
  | { kind: 'time'; time: string }
  | { kind: 'integer'; n: number };

/** A response as the API carries it. */
export type RawResponse = string | number | boolean | null | undefined;

/** The parsed value, or what the field needs (the end of a "'key' needs ..." message). */
export type ParsedValue = { value: CriteriaValue } | { needs: string };

export const MAX_SEARCH_INTEGER = 1_000_000_000;

function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Integer from a number or a string of digits (ids, ages, counts), within ±1,000,000,000. */
export function integerOf(raw: RawResponse): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return Math.abs(n) <= MAX_SEARCH_INTEGER ? n : null;
}

/** Checks `raw` against a field type: dates YYYY-MM-DD, times HH:mm, whole numbers, Yes/No. */
export function parseCriterionValue(type: FieldType, raw: RawResponse): ParsedValue {
  switch (type) {
    case 'date': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      return validDate(text)
        ? { value: { kind: 'date', date: text } }
        : { needs: 'a date as YYYY-MM-DD' };
    }
    case 'time': {
      const m = typeof raw === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(raw.trim()) : null;
      const hours = m ? Number(m[1]) : -1;
      const minutes = m ? Number(m[2]) : -1;
      if (!m || hours > 24 || minutes > 59 || (hours === 24 && minutes > 0))
        return { needs: 'a time as HH:mm' };
      return { value: { kind: 'time', time: `${String(hours).padStart(2, '0')}:${m[2]}` } };
    }
    case 'integer': {
      const n = integerOf(raw);
      return n === null ? { needs: 'a whole number' } : { value: { kind: 'integer', n } };
    }
    case 'yesno':
    case 'boolean': {
      const text = typeof raw === 'boolean' ? String(raw) : typeof raw === 'string' ? raw : '';
      const word = text.trim().toLowerCase();
      if (word === 'yes' || word === 'true') return { value: { kind: 'yesno', yes: true } };
      if (word === 'no' || word === 'false') return { value: { kind: 'yesno', yes: false } };
      return { needs: 'Yes or No (or True/False)' };
    }
    default: {
      const text =
        typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      return text ? { value: { kind: 'text', text } } : { needs: 'a value' };
    }
  }
}
