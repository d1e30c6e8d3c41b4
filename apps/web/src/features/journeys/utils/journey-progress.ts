import type { JourneyDetail, UpdateJourneyFootprintInput } from '@updately/shared/journeys-api';

export type JourneyProgress = {
  done: number;
  total: number;
  /** Whole percent, 0 when nothing is linked. */
  percent: number;
  /** e.g. "2 of 5 done", "No companies linked yet". */
  label: string;
  /** The part of `percent` the companies themselves confirmed, when it is known. */
  companyPercent?: number;
};

export function journeyProgress(done: number, total: number): JourneyProgress {
  const safeTotal = Math.max(0, total);
  const safeDone = Math.min(Math.max(0, done), safeTotal);
  const percent = safeTotal === 0 ? 0 : Math.round((safeDone / safeTotal) * 100);
  const label = safeTotal === 0 ? 'No companies linked yet' : `${safeDone} of ${safeTotal} done`;
  return { done: safeDone, total: safeTotal, percent, label };
}

/** The journey page's progress: company confirmations and the person's own "done" counted apart
 * ("6 confirmed by the company · 3 done by you · 11 waiting"). */
export function splitProgress(counts: {
  confirmed: number;
  doneByYou: number;
  total: number;
  label: string;
}): JourneyProgress {
  const base = journeyProgress(counts.confirmed + counts.doneByYou, counts.total);
  if (base.total === 0) return base;
  return {
    ...base,
    label: counts.label,
    companyPercent: Math.round((Math.min(counts.confirmed, base.total) / base.total) * 100),
  };
}

/** The journey as it will be once the server accepts `input` for one link (optimistic update). */
export function applyLinkChange(
  journey: JourneyDetail,
  footprintId: string,
  input: UpdateJourneyFootprintInput,
  now: Date,
): JourneyDetail {
  const footprints = journey.footprints.map((link) => {
    if (link.footprint_id !== footprintId) return link;
    return {
      ...link,
      ...(input.priority_level && { priority_level: input.priority_level }),
      fields_to_update: { ...link.fields_to_update, ...input.fields_to_update },
      completed_at:
        input.done === undefined
          ? link.completed_at
          : input.done
            ? (link.completed_at ?? now.toISOString())
            : null,
    };
  });
  return {
    ...journey,
    footprints,
    footprint_count: footprints.length,
    completed_count: footprints.filter((f) => f.completed_at !== null).length,
  };
}
