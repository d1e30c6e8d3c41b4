/** "A$12.50" for an amount the server sends as a decimal string. */
export function formatMoney(amount: string, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat('en-AU', { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** "86%" for a share between 0 and 1; null before there is anything to count. */
export function formatRate(rate: number | null): string {
  return rate === null ? 'No answers yet' : `${Math.round(rate * 100)}%`;
}

const UNITS = [
  { seconds: 86_400, one: 'day', many: 'days' },
  { seconds: 3_600, one: 'hour', many: 'hours' },
  { seconds: 60, one: 'minute', many: 'minutes' },
] as const;

/**
 * "2 hours 5 minutes", "45 seconds", "3 days 4 hours": the largest unit and the one below it
 * (left out when zero), rounded down.
 */
export function formatDuration(totalSeconds: number | null): string {
  if (totalSeconds === null || !Number.isFinite(totalSeconds)) return 'No confirmations yet';
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const first = UNITS.findIndex((unit) => seconds >= unit.seconds);
  const parts: string[] = [];
  let rest = seconds;
  for (const unit of UNITS.slice(first, first + 2)) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0) parts.push(`${count} ${count === 1 ? unit.one : unit.many}`);
  }
  return parts.join(' ');
}

/** `https://www.example.com.au/x` -> `example.com.au`: where a claim's code may be sent. */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
