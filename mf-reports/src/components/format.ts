// Figures as the result screens word them (spec 3 §2.5).

/** Intervention average: "m min s sec" (seconds rounded). */
export function minutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)} min ${seconds % 60} sec`;
}

/** Intervention total: "h hours m minutes", singular for 1 (minutes rounded down). */
export function hoursMinutes(totalSeconds: number): string {
  const minutes = Math.max(0, Math.floor(totalSeconds / 60));
  const counted = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return `${counted(Math.floor(minutes / 60), 'hour')} ${counted(minutes % 60, 'minute')}`;
}

export const NUMBER_FORMAT = new Intl.NumberFormat('en-GB');
