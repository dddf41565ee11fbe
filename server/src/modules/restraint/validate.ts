import { isCalendarDay } from '../../platform/calendar-day';
import { badRequest } from '../../platform/errors';

/** 'YYYY-MM-DD' naming a real calendar day. */
export const isValidDay = isCalendarDay;

const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** An ISO 8601 date and time with its offset (Z or ±hh:mm), else 400 naming the field. */
export function instantOf(value: string, field: string): Date {
  const m = ISO_INSTANT.exec(value.trim());
  const date = m && isValidDay(m[1]!) ? new Date(value.trim()) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw badRequest(
      `${field}: must be a date and time with a time zone (e.g. 2026-03-04T15:30:00Z)`,
    );
  }
  return date;
}

/** Trimmed text, else 400 `field: is required`. */
export function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest(`${field}: is required`);
  return text;
}

/** A follow-up cannot be before the incident nor (beyond a few minutes of clock skew) in the future. */
export function withinRecord(at: Date, incidentAt: Date, now: Date, field: string): void {
  if (at.getTime() > now.getTime() + 5 * 60_000)
    throw badRequest(`${field}: must not be in the future`);
  if (at.getTime() < incidentAt.getTime()) {
    throw badRequest(`${field}: must not be before the incident`);
  }
}
