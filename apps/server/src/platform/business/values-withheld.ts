import type { BusinessValuesWithheld } from '@updately/shared/business-api';
import type { UpdateStatus } from '@updately/shared/update-status';

/** What a business no longer sees of a request, and why. */
export type WithheldValues = {
  reason: BusinessValuesWithheld;
  /** The person's identifying values go too when no field was answered. */
  person: boolean;
  /** The changed fields whose values go: those nobody answered. */
  fields: ReadonlySet<string>;
};

/**
 * Data minimisation (N6): once a request is cancelled or expired, the values of the fields the
 * business never answered are no longer its to read. With no field answered, nothing personal
 * is left (the person's identifying values go too); with some answered, the business keeps those
 * and who they were about, as the record of what it did. Null: nothing is withheld.
 */
export function withheldValues(
  status: UpdateStatus,
  outcomes: readonly { field: string; outcome: string }[],
): WithheldValues | null {
  if (status !== 'cancelled' && status !== 'expired') return null;
  const unanswered = outcomes.filter((o) => o.outcome === 'pending').map((o) => o.field);
  if (unanswered.length === 0) return null;
  return {
    reason: status,
    person: unanswered.length === outcomes.length,
    fields: new Set(unanswered),
  };
}
