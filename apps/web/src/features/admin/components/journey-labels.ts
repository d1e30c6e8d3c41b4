import {
  JOURNEY_TYPE_LABELS,
  type JourneyType,
  type JourneyStatus,
} from '@updately/shared/journey-types';
import type { UpdateChannel, UpdateStatus } from '@updately/shared/update-status';

import { formatDate } from '../../../lib/format-date';

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
  // Completed by the company's confirmation or the person's own "done": not all confirmed.
  completed: 'Completed',
  rejected: 'Rejected',
  needs_you: 'Needs the person',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const ADMIN_CHANNEL_LABELS: Record<UpdateChannel, string> = {
  api: 'API',
  email: 'Email',
  web_form: 'Web form (by the person)',
  letter: 'Letter (posted by the person)',
  phone: 'Phone (by the person)',
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

/**
 * A journey told apart without anything personal (its name is masked): "Moving Home, started
 * 27 Nov 2026, 20 companies".
 */
export function journeyLabel(journey: {
  type: JourneyType;
  created_at: string;
  company_count: number;
}): string {
  const companies = `${journey.company_count} ${journey.company_count === 1 ? 'company' : 'companies'}`;
  return `${JOURNEY_TYPE_LABELS[journey.type]}, started ${formatDate(journey.created_at)}, ${companies}`;
}
