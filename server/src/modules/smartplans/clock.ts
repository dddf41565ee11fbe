/**
 * The plans' clock: review status and the due-for-review report compare review dates with
 * "today" in the organisation's time zone (UK). Tests set a fixed clock with `setPlanClock`.
 */
let now: () => Date = () => new Date();

export function setPlanClock(next: (() => Date) | null): void {
  now = next ?? (() => new Date());
}

export function planNow(): Date {
  return now();
}

const UK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of `date` in the UK. */
export function ukDate(date: Date): string {
  return UK_DATE.format(date);
}

/** The UK date `days` after the UK date of `date`. */
export function ukDatePlus(date: Date, days: number): string {
  const [y, m, d] = ukDate(date).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
