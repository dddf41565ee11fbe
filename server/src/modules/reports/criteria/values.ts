import { badRequest } from '../../../platform/errors';
import type { FieldType } from './fields';

/** A criteria row's response, already checked against its field's type. */
export type CriteriaValue =
  | { kind: 'text'; text: string }
  | { kind: 'yesno'; yes: boolean }
  | { kind: 'date'; date: string }
  | { kind: 'time'; time: string }
  | { kind: 'integer'; n: number }
  | { kind: 'none' };

type Raw = string | number | boolean | null | undefined;

export const MAX_INTEGER = 1_000_000_000;

function fail(index: number, key: string, needs: string): never {
  throw badRequest(`query[${index}].response: '${key}' needs ${needs}`);
}

function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Integer from a number or a string of digits (ids, ages, counts). */
export function integerOf(raw: Raw): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return Math.abs(n) <= MAX_INTEGER ? n : null;
}

/** Checks `raw` against the field's type: the wrong type is a 400 naming the row and key. */
export function parseValue(type: FieldType, raw: Raw, index: number, key: string): CriteriaValue {
  switch (type) {
    case 'date': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (!validDate(text)) fail(index, key, 'a date as YYYY-MM-DD');
      return { kind: 'date', date: text };
    }
    case 'time': {
      const m = typeof raw === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(raw.trim()) : null;
      const hours = m ? Number(m[1]) : -1;
      const minutes = m ? Number(m[2]) : -1;
      if (!m || hours > 24 || minutes > 59 || (hours === 24 && minutes > 0))
        fail(index, key, 'a time as HH:mm');
      return { kind: 'time', time: `${String(hours).padStart(2, '0')}:${m[2]}` };
    }
    case 'integer': {
      const n = integerOf(raw);
      if (n === null) fail(index, key, 'a whole number');
      return { kind: 'integer', n };
    }
    case 'yesno': {
      const text = typeof raw === 'boolean' ? String(raw) : typeof raw === 'string' ? raw : '';
      const word = text.trim().toLowerCase();
      if (word === 'yes' || word === 'true') return { kind: 'yesno', yes: true };
      if (word === 'no' || word === 'false') return { kind: 'yesno', yes: false };
      return fail(index, key, 'Yes or No (or True/False)');
    }
    default: {
      const text =
        typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      if (!text) fail(index, key, 'a value');
      return { kind: 'text', text };
    }
  }
}
