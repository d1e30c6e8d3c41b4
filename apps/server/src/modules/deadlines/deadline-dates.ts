import type { JourneyDeadline } from '@updately/shared/deadlines-api';
import { REQUEST_KIND_LABELS, type RequestKind } from '@updately/shared/request-kinds';
import type { UpdateChannel, UpdateStatus } from '@updately/shared/update-status';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` (YYYY-MM-DD) plus `days`, as a date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today as a date, in UTC (how `expected_by` is set). */
export const dateOf = (now: Date): string => now.toISOString().slice(0, 10);

/** Requests that no longer wait on anyone: their expected answer date is not shown. */
const CLOSED: readonly UpdateStatus[] = ['completed', 'rejected', 'cancelled', 'expired'];

export type DeadlineFact = {
  footprint_id: string;
  company_name: string;
  kind: RequestKind;
  days: number;
  description: string;
  source_url: string;
};

export type DeadlineRequest = {
  id: string;
  footprint_id: string;
  company_name: string;
  kind: string;
  channel: UpdateChannel;
  status: UpdateStatus;
  effective_date: string | null;
  expected_by: string | null;
  created_at: Date;
};

/**
 * The journey's dates, soonest first: each legal deadline from the day its change takes effect
 * (the request's own date once sent, else the journey's), met when that company's request for the
 * kind is completed; then each open request's expected answer date. A legal deadline without an
 * effective date yet is left out (there is nothing to count from).
 */
export function journeyDeadlines(input: {
  facts: readonly DeadlineFact[];
  requests: readonly DeadlineRequest[];
  effectiveDate: (kind: RequestKind) => string | null;
  today: string;
}): JourneyDeadline[] {
  const { today } = input;
  const latest = new Map<string, DeadlineRequest>();
  const completed = new Set<string>();
  for (const r of input.requests) {
    const key = `${r.footprint_id}:${r.kind}`;
    if (r.status === 'completed') completed.add(key);
    if (r.status === 'cancelled') continue;
    const seen = latest.get(key);
    if (!seen || seen.created_at < r.created_at) latest.set(key, r);
  }
  const legal = input.facts.flatMap((f): JourneyDeadline[] => {
    const key = `${f.footprint_id}:${f.kind}`;
    const request = latest.get(key) ?? null;
    const from = request?.effective_date ?? input.effectiveDate(f.kind);
    if (!from) return [];
    const due_on = addDays(from, f.days);
    const done = completed.has(key);
    return [
      {
        type: 'legal',
        due_on,
        company_name: f.company_name,
        footprint_id: f.footprint_id,
        request_id: request?.id ?? null,
        kind: f.kind,
        channel: request?.channel ?? null,
        description: f.description,
        source_url: f.source_url,
        overdue: !done && due_on < today,
        done,
      },
    ];
  });
  const expected = input.requests.flatMap((r): JourneyDeadline[] =>
    // A checklist is the person's own to do: no company answer is expected of it.
    r.expected_by && r.channel !== 'manual' && !CLOSED.includes(r.status)
      ? [
          {
            type: 'expected_by',
            due_on: r.expected_by,
            company_name: r.company_name,
            footprint_id: r.footprint_id,
            request_id: r.id,
            kind: r.kind as RequestKind,
            channel: r.channel,
            description: `Answer expected from ${r.company_name} (${REQUEST_KIND_LABELS[r.kind as RequestKind]?.toLowerCase() ?? r.kind})`,
            source_url: null,
            overdue: r.expected_by < today,
            done: false,
          },
        ]
      : [],
  );
  return [...legal, ...expected].sort(
    (a, b) =>
      a.due_on.localeCompare(b.due_on) ||
      (a.type === b.type ? 0 : a.type === 'legal' ? -1 : 1) ||
      a.company_name.localeCompare(b.company_name),
  );
}
