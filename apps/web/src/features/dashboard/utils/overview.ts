import type { Footprint } from '@updately/shared/footprints-api';
import type { JourneySummary } from '@updately/shared/journeys-api';
import { isPiiFieldType, PII_FIELD_GROUPS, piiFieldGroup } from '@updately/shared/pii-fields';

export type DataKind = { group: string; footprints: number };

/** For each kind of personal data (the PII groups), how many footprints hold some of it. */
export function dataKinds(footprints: Footprint[]): DataKind[] {
  const counts = new Map<string, number>();
  for (const footprint of footprints) {
    const groups = new Set(
      footprint.data_items
        .map((item) => item.field)
        .filter(isPiiFieldType)
        .map(piiFieldGroup),
    );
    for (const group of groups) counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return PII_FIELD_GROUPS.map(({ group }) => ({ group, footprints: counts.get(group) ?? 0 }))
    .filter((kind) => kind.footprints > 0)
    .sort((a, b) => b.footprints - a.footprints);
}

/**
 * Where a journey's companies stand: confirmed, the person's to-dos (an update that needs them,
 * or a checklist to work through), waiting on companies, not sent yet.
 */
export type UpdateTally = { confirmed: number; toDo: number; waiting: number; notSent: number };

const WAITING = ['pending_consent', 'queued', 'sent', 'acknowledged'] as const;

export function updateTally(journey: JourneySummary): UpdateTally {
  const counts = journey.update_counts;
  const toDo = (counts.needs_you ?? 0) + (counts.checklist ?? 0);
  const waiting = WAITING.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const confirmed = journey.completed_count;
  const notSent = Math.max(0, journey.footprint_count - confirmed - toDo - waiting);
  return { confirmed, toDo, waiting, notSent };
}

/** Companies of an active journey that wait on the person: updates needing them, or not sent. */
export function waitingUpdates(journey: JourneySummary): number {
  if (journey.status !== 'active') return 0;
  const tally = updateTally(journey);
  return tally.toDo + tally.notSent;
}

/** The tallies of every active journey added up, for the dashboard's figures. */
export function totalTally(journeys: readonly JourneySummary[]): UpdateTally {
  return journeys
    .filter((j) => j.status === 'active')
    .map(updateTally)
    .reduce(
      (sum, t) => ({
        confirmed: sum.confirmed + t.confirmed,
        toDo: sum.toDo + t.toDo,
        waiting: sum.waiting + t.waiting,
        notSent: sum.notSent + t.notSent,
      }),
      { confirmed: 0, toDo: 0, waiting: 0, notSent: 0 },
    );
}
