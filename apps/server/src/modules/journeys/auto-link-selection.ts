import { AUTO_LINK_WINDOW_MS, GENERAL_ONBOARDING_RECENT_MS } from '@updately/shared/constants';
import type { JourneyType } from '@updately/shared/journey-types';

export type OnboardingHistoryEntry = { type: string; completed_at?: string | null };

export type TimeWindow = { from: Date; to: Date };

/** The latest entry by completion time (the later one in the list on a tie); invalid dates skipped. */
export function latestOnboardingEntry(
  history: readonly OnboardingHistoryEntry[],
  fallbackCompletedAt: Date | null,
): { type: string; completedAt: Date } | null {
  let latest: { type: string; completedAt: Date } | null = null;
  for (const entry of history) {
    const completedAt = entry.completed_at ? new Date(entry.completed_at) : fallbackCompletedAt;
    if (!completedAt || Number.isNaN(completedAt.getTime())) continue;
    if (!latest || completedAt.getTime() >= latest.completedAt.getTime()) {
      latest = { type: entry.type, completedAt };
    }
  }
  return latest;
}

/**
 * The onboarding completion time whose footprints belong to a new journey: the latest entry's,
 * when it is of the journey's type, or `general` and completed within 7 days of `now`.
 */
export function onboardingAnchor(
  history: readonly OnboardingHistoryEntry[],
  fallbackCompletedAt: Date | null,
  journeyType: JourneyType,
  now: Date,
): Date | null {
  const latest = latestOnboardingEntry(history, fallbackCompletedAt);
  if (!latest) return null;
  if (latest.type === journeyType) return latest.completedAt;
  const age = now.getTime() - latest.completedAt.getTime();
  if (latest.type === 'general' && age <= GENERAL_ONBOARDING_RECENT_MS) return latest.completedAt;
  return null;
}

/** Two minutes either side of the completion time, both ends included. */
export function autoLinkWindow(anchor: Date): TimeWindow {
  return {
    from: new Date(anchor.getTime() - AUTO_LINK_WINDOW_MS),
    to: new Date(anchor.getTime() + AUTO_LINK_WINDOW_MS),
  };
}

/** The rules in plain code: the SQL selection in auto-link.ts is property-tested against these. */
export function isInWindow(createdAt: Date, window: TimeWindow): boolean {
  const t = createdAt.getTime();
  return t >= window.from.getTime() && t <= window.to.getTime();
}

/** Whether a footprint's data items include any of the journey type's PII fields. */
export function sharesJourneyField(
  dataItems: readonly string[],
  journeyFields: readonly string[],
): boolean {
  return dataItems.some((item) => journeyFields.includes(item));
}
