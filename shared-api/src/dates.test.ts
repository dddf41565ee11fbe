import {
  formatDate,
  formatDateTime,
  formatRelative,
  formatTime,
  NO_DATE,
  parseDisplayDate,
  toApiDate,
} from './dates';

describe('formatDate', () => {
  it('shows API dates and Date objects as dd/mm/yyyy', () => {
    expect(formatDate('2024-03-07')).toBe('07/03/2024');
    expect(formatDate(new Date(2023, 11, 25))).toBe('25/12/2023');
    expect(formatDate('2024-03-07T10:15:00')).toBe('07/03/2024');
  });

  it("shows 'No Date' for missing or invalid values", () => {
    expect(formatDate(undefined)).toBe(NO_DATE);
    expect(formatDate(null)).toBe('No Date');
    expect(formatDate('')).toBe('No Date');
    expect(formatDate('not a date')).toBe('No Date');
    expect(formatDate('2024-02-31')).toBe('No Date');
    expect(formatDate(new Date('nope'))).toBe('No Date');
  });

  it('accepts another date-fns pattern (incident tables use dd/MM/yy)', () => {
    expect(formatDate('2024-03-07', 'dd/MM/yy')).toBe('07/03/24');
  });
});

describe('toApiDate', () => {
  it('sends YYYY-MM-DD from display text, Dates and ISO strings', () => {
    expect(toApiDate('07/03/2024')).toBe('2024-03-07');
    expect(toApiDate('7/3/2024')).toBe('2024-03-07');
    expect(toApiDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(toApiDate('2024-01-05')).toBe('2024-01-05');
  });

  it('returns undefined for empty or invalid input, so empty dates are not sent', () => {
    expect(toApiDate('')).toBeUndefined();
    expect(toApiDate(undefined)).toBeUndefined();
    expect(toApiDate('31/02/2024')).toBeUndefined();
    expect(toApiDate('2024/01/05')).toBeUndefined();
  });
});

describe('parseDisplayDate', () => {
  it('parses real calendar dates only', () => {
    const date = parseDisplayDate('29/02/2024');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2024, 1, 29]);
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('13/13/2024')).toBeNull();
    expect(parseDisplayDate('2024-02-01')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('times', () => {
  it('formats hh:mm from time strings and dates', () => {
    expect(formatTime('9:05')).toBe('09:05');
    expect(formatTime('14:30:00')).toBe('14:30');
    expect(formatTime(new Date(2024, 0, 1, 7, 45))).toBe('07:45');
    expect(formatTime('25:00')).toBe('');
    expect(formatTime(undefined)).toBe('');
  });

  it('formats date and time together', () => {
    expect(formatDateTime(new Date(2024, 4, 2, 16, 5))).toBe('02/05/2024 16:05');
    expect(formatDateTime('garbage')).toBe('No Date');
  });

  it('describes relative time for the drafts list', () => {
    const now = new Date(2024, 4, 10, 12, 0);
    expect(formatRelative(new Date(2024, 4, 7, 12, 0), now)).toBe('3 days ago');
    expect(formatRelative(null, now)).toBe('No Date');
  });
});
