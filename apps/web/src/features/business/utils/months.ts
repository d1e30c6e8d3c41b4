const MONTH_LABEL = new Intl.DateTimeFormat('en-AU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11" for the month `date` falls in (UTC, as the usage ledger counts). */
export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** "November 2026" for "2026-11". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return MONTH_LABEL.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** This month and the `count - 1` before it, newest first. */
export function recentMonths(now: Date, count = 12): string[] {
  return Array.from({ length: count }, (_, back) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))),
  );
}

/** "14" for "2026-11-14": a day's label on the chart's axis. */
export function dayOfMonth(date: string): string {
  return String(Number(date.slice(8, 10)));
}

/** Every day of `month` ("2026-11-01" ...), up to `today` when the month is the current one. */
export function daysOfMonth(month: string, today: Date): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return [];
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const last = monthOf(today) === month ? today.getUTCDate() : length;
  return Array.from(
    { length: last },
    (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`,
  );
}

/** The usage of each day of the month, days without billed fields as zero. */
export function dailyFields(
  month: string,
  days: readonly { date: string; fields: number }[],
  today: Date,
): { date: string; fields: number }[] {
  const byDate = new Map(days.map((day) => [day.date, day.fields]));
  return daysOfMonth(month, today).map((date) => ({ date, fields: byDate.get(date) ?? 0 }));
}
