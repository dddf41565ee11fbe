import { format, formatDistance, isValid, parse, parseISO } from 'date-fns';

export type DateInput = Date | string | number | null | undefined;

export const NO_DATE = 'No Date';
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
export const API_DATE_FORMAT = 'yyyy-MM-dd';

const DISPLAY_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'dd/mm/yyyy' -> local Date, or null when it is not a real calendar date (31/02/2024). */
export function parseDisplayDate(text: string | null | undefined): Date | null {
  const match = DISPLAY_PATTERN.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, d, m, y] = match;
  const date = parse(
    `${d!.padStart(2, '0')}/${m!.padStart(2, '0')}/${y}`,
    DISPLAY_DATE_FORMAT,
    new Date(),
  );
  return isValid(date) ? date : null;
}

/** Accepts a Date, epoch ms, an ISO string ('2024-05-01' is a local calendar day) or dd/mm/yyyy. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'number') {
    const date = new Date(value);
    return isValid(date) ? date : null;
  }
  const text = value.trim();
  if (DISPLAY_PATTERN.test(text)) return parseDisplayDate(text);
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

/** dd/mm/yyyy (or `pattern`, a date-fns pattern), 'No Date' when missing or invalid. */
export function formatDate(value: DateInput, pattern: string = DISPLAY_DATE_FORMAT): string {
  const date = toDate(value);
  return date ? format(date, pattern) : NO_DATE;
}

/** YYYY-MM-DD for the API, undefined when missing or invalid (empty dates are not sent). */
export function toApiDate(value: DateInput): string | undefined {
  const date = toDate(value);
  return date ? format(date, API_DATE_FORMAT) : undefined;
}

const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** 'HH:mm'; accepts a time string ('9:05', '09:05:00') or anything toDate accepts; '' if invalid. */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string') {
    const match = TIME_ONLY.exec(value.trim());
    if (match) {
      const hours = Number(match[1]);
      const minutes = Number(match[2]);
      if (hours > 24 || minutes > 59) return '';
      return `${String(hours).padStart(2, '0')}:${match[2]}`;
    }
  }
  const date = toDate(value);
  return date ? format(date, 'HH:mm') : '';
}

/** 'dd/mm/yyyy HH:mm', 'No Date' when missing or invalid. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, `${DISPLAY_DATE_FORMAT} HH:mm`) : NO_DATE;
}

/** '3 days ago'; 'No Date' when missing or invalid. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return NO_DATE;
  return formatDistance(date, now, { addSuffix: true });
}
