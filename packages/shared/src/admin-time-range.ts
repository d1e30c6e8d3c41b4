import { z } from 'zod';

/**
 * An instant with its offset, e.g. `2026-11-22T00:00:00+11:00`: the admin pages send the
 * admin's own local midnight, so "from 22 Nov" means their 22 November, not UTC's.
 */
const instantSchema = z.iso.datetime({
  offset: true,
  error: 'Use an ISO date-time with its offset, e.g. 2026-11-22T00:00:00+11:00.',
});

/** `from` (inclusive) and `to` (exclusive) of a list filtered by creation time. */
export const timeRangeShape = {
  from: instantSchema.optional(),
  to: instantSchema.optional(),
};

/** For `.superRefine`: `from` must come before `to`. */
export function checkTimeRange(
  range: { from?: string; to?: string },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  if (range.from && range.to && Date.parse(range.from) >= Date.parse(range.to)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be later than from.' });
  }
}

/** Opaque keyset cursor from a previous page's `next_cursor`. */
export const cursorSchema = z.string().min(1).max(200).optional();

export const LIST_ORDERS = ['desc', 'asc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];
