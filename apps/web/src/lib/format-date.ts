const DATE = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const LONG_DATE = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "3 Jan 2026" in the user's time zone; an unreadable value is shown as given. */
export function formatDate(value: string | Date): string {
  const date = parse(value);
  return date ? DATE.format(date) : String(value);
}

/** "3 Jan 2026, 2:05 pm"; an unreadable value is shown as given. */
export function formatDateTime(value: string | Date): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : String(value);
}

/**
 * A calendar date ("2027-03-14") as "Sunday 14 March 2027", read as a local date so no time
 * zone moves it to the day before.
 */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return LONG_DATE.format(new Date(Number(year), Number(month) - 1, Number(day)));
}
