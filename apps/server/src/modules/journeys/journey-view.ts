import type { ActingRole, JourneySubject } from '@updately/shared/journey-people';
import type { JourneyDetails } from '@updately/shared/request-kind-payloads';
import type { Journey, JourneyFootprint } from '@updately/shared/journeys-api';
import type { CompanySafety, JourneySafeMode } from '@updately/shared/safe-mode';
import type { journeyFootprints, journeys } from '../../db/schema';

export type JourneyRow = typeof journeys.$inferSelect;
export type JourneyFootprintRow = typeof journeyFootprints.$inferSelect;

/** The journey as the API gives it; `details` (opened by the caller) only when given. */
export function toJourney(row: JourneyRow, details?: JourneyDetails): Journey {
  return {
    ...(details ? { details } : {}),
    id: row.id,
    type: row.type,
    name: row.name,
    target_address: row.target_address,
    target_email: row.target_email,
    target_phone: row.target_phone,
    moving_date: row.moving_date,
    subject: row.subject as JourneySubject,
    acting_role: row.acting_role as ActingRole | null,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

export function toJourneyFootprint(row: JourneyFootprintRow): JourneyFootprint {
  return {
    journey_id: row.journey_id,
    footprint_id: row.footprint_id,
    priority_level: row.priority_level,
    fields_to_update: row.fields_to_update,
    completed_at: row.completed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    safety: toCompanySafety(row),
  };
}

export function toCompanySafety(
  row: Pick<
    JourneyFootprintRow,
    'shared_with_other' | 'use_postal_address' | 'safety_steps_done_at' | 'safety_confirmed_at'
  >,
): CompanySafety {
  return {
    shared: row.shared_with_other,
    use_postal_address: row.use_postal_address,
    steps_done_at: row.safety_steps_done_at?.toISOString() ?? null,
    confirmed_at: row.safety_confirmed_at?.toISOString() ?? null,
  };
}

/** The journey's safe mode and safe contact (the owner's and members' view), or null when off. */
export function toJourneySafeMode(row: JourneyRow): JourneySafeMode | null {
  if (!row.safe_mode_at) return null;
  return {
    on: true,
    turned_on_at: row.safe_mode_at.toISOString(),
    safe_contact_email: row.safe_contact_email,
    safe_contact_phone: row.safe_contact_phone,
  };
}

/** The named fields of a row, for an audit entry's old or new values. */
export function pickValues<T extends object, K extends keyof T>(
  row: T,
  keys: readonly K[],
): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}
