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

export type ActivityEntry = {
  id: string;
  at: string;
  kind: 'journey_started' | 'journey_completed' | 'footprint_added';
  text: string;
  journeyId?: string;
};

/** The newest changes to the user's journeys and footprints, newest first. */
export function recentActivity(
  journeys: JourneySummary[],
  footprints: Footprint[],
  limit = 8,
): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  for (const journey of journeys) {
    entries.push({
      id: `journey-${journey.id}-started`,
      at: journey.created_at,
      kind: 'journey_started',
      text: `Started the journey “${journey.name}”`,
      journeyId: journey.id,
    });
    if (journey.completed_at) {
      entries.push({
        id: `journey-${journey.id}-completed`,
        at: journey.completed_at,
        kind: 'journey_completed',
        text: `Completed the journey “${journey.name}”`,
        journeyId: journey.id,
      });
    }
  }
  for (const footprint of footprints) {
    entries.push({
      id: `footprint-${footprint.id}`,
      at: footprint.created_at,
      kind: 'footprint_added',
      text: `Added ${footprint.name} to your digital footprints`,
    });
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}
