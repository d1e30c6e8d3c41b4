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

/** Linked companies whose to-do is not done yet, in an active journey. */
export function waitingUpdates(journey: JourneySummary): number {
  if (journey.status !== 'active') return 0;
  return Math.max(0, journey.footprint_count - journey.completed_count);
}
