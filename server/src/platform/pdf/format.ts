/**
 * Dates and times in documents as the screens show them (spec 2 §5): dd/mm/yyyy and hh:mm. The
 * organisations are in the UK, so instants (submitted at) are shown in UK time, whatever the
 * server's own time zone is.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored calendar day 'YYYY-MM-DD' as dd/mm/yyyy; any other text unchanged. */
export function displayDay(value: string): string {
  const m = ISO_DAY.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

const UK_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as 'dd/mm/yyyy hh:mm' in UK time. */
export function displayDateTime(date: Date): string {
  const parts = UK_DATE_TIME.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
