import type { JourneyStatus } from '@updately/shared/journey-types';
import type { UpdateChannel, UpdateStatus } from '@updately/shared/update-status';

// The person's own pages speak to them ("Needs you"); the admin pages speak about them.

export const JOURNEY_STATUS_LABELS: Record<JourneyStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

export const ADMIN_UPDATE_STATUS_LABELS: Record<UpdateStatus, string> = {
  pending_consent: 'Awaiting consent',
  queued: 'Queued',
  sent: 'Sent',
  acknowledged: 'Acknowledged',
  completed: 'Confirmed',
  rejected: 'Rejected',
  needs_you: 'Needs the person',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const ADMIN_CHANNEL_LABELS: Record<UpdateChannel, string> = {
  api: 'API',
  email: 'Email',
  manual: 'Manual (by the person)',
};

/** "2 Sent, 1 Confirmed", in the order a request moves through. */
export function updateCountsText(counts: Partial<Record<UpdateStatus, number>>): string {
  const parts = (Object.keys(ADMIN_UPDATE_STATUS_LABELS) as UpdateStatus[])
    .filter((status) => counts[status])
    .map((status) => `${counts[status]} ${ADMIN_UPDATE_STATUS_LABELS[status]}`);
  return parts.join(', ');
}

/** The first 8 characters of an id, enough to quote it. */
export const shortId = (id: string) => id.slice(0, 8);
