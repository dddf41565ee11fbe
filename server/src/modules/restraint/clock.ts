/**
 * The restraint records' clock and time zone. Deadlines run from the incident's local date and
 * time in the organisation's time zone (UK: Europe/London); tests set a fixed clock with
 * `setRestraintClock`.
 */
let now: () => Date = () => new Date();

export function setRestraintClock(next: (() => Date) | null): void {
  now = next ?? (() => new Date());
}

export function restraintNow(): Date {
  return now();
}

export const TIME_ZONE = 'Europe/London';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock of `date` in the time zone, as milliseconds of a UTC date with the same fields. */
function wallClockMs(date: Date): number {
  const p = Object.fromEntries(PARTS.formatToParts(date).map((x) => [x.type, x.value]));
  return Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
}

/**
 * The instant of a local date and time ('YYYY-MM-DD', 'HH:mm') in the time zone. A time that the
 * clocks skip (spring forward) reads as the same wall time after the change; a repeated one
 * (autumn) as its first occurrence.
 */
export function localInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  // Two passes of "guess, measure the offset, correct" settle on the right offset.
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - (wallClockMs(new Date(guess)) - guess);
  const first = wall - (wallClockMs(new Date(guess - 3600_000)) - (guess - 3600_000));
  if (wallClockMs(new Date(first)) === wall && first < guess) return new Date(first);
  return new Date(guess);
}

/** 'YYYY-MM-DD' of an instant in the time zone. */
export function localDay(date: Date): string {
  return new Date(wallClockMs(date)).toISOString().slice(0, 10);
}

/** The day after a 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** The end of a local day: midnight at the start of the next one. */
export function endOfLocalDay(day: string): Date {
  return localInstant(nextDay(day), '00:00');
}
