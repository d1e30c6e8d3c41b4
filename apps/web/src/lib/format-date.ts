const DATE = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "3 Jan 2026"; an unreadable value is shown as given. */
export function formatDate(value: string | Date): string {
  const date = parse(value);
  return date ? DATE.format(date) : String(value);
}

/** "3 Jan 2026, 2:05 pm"; an unreadable value is shown as given. */
export function formatDateTime(value: string | Date): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : String(value);
}
