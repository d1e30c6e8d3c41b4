import { addDays, type DateRange } from '@updately/shared/admin-analytics-api';

/** The calendar months wholly inside `range`, as [from, to) first days, or null if none. */
export function wholeMonths(range: DateRange): { from: string; to: string } | null {
  const firstOfNext = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 10);
  };
  const from = range.from.endsWith('-01') ? range.from : firstOfNext(range.from);
  const after = addDays(range.to, 1);
  const to = after.endsWith('-01') ? after : `${range.to.slice(0, 7)}-01`;
  return from < to ? { from, to } : null;
}
