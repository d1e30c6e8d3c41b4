/** The product's dates are Australian: 3 March 2027, in Sydney's time for instants. */
const DAY = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const INSTANT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Australia/Sydney',
  timeZoneName: 'short',
});

/** A calendar date (YYYY-MM-DD) as written, with no time zone shift. */
export function formatCalendarDay(isoDate: string): string {
  return DAY.format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant as a Sydney date and time, e.g. "25 November 2026, 4:07 pm AEDT". */
export function formatInstant(date: Date): string {
  return INSTANT.format(date);
}

/** The day an instant falls on, in Sydney. */
export function formatInstantDay(date: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  }).format(date);
}
