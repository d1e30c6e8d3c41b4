import type { ApiKeyScope, OrganizationRole } from '@updately/shared/business-api';
import type { UpdateStatus } from '@updately/shared/update-status';
import type { WebhookEventType } from '@updately/shared/webhooks-api';
import { KIND_FIELD_LABELS, type KindField } from '@updately/shared/request-kind-fields';
import type { RequestSubject } from '@updately/shared/request-kinds';
import { UPDATE_FIELD_LABELS, type UpdateField } from '@updately/shared/updates-api';

/** A request's state as the business sees it (the person's app words it for the person). */
export const REQUEST_STATUS_LABELS: Record<UpdateStatus, string> = {
  pending_consent: 'Not approved yet',
  queued: 'On its way',
  sent: 'Waiting for your answer',
  acknowledged: 'Acknowledged',
  completed: 'Confirmed',
  rejected: 'Rejected',
  needs_you: 'With the customer',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** The statuses the list can be filtered by, most useful first. */
export const REQUEST_FILTER_STATUSES = [
  'sent',
  'acknowledged',
  'needs_you',
  'completed',
  'rejected',
  'queued',
  'expired',
  'cancelled',
] as const satisfies readonly UpdateStatus[];

/** Where a business's answer is still possible (the update engine's confirm and reject rules). */
export const ANSWERABLE_STATUSES: readonly UpdateStatus[] = ['sent', 'acknowledged', 'needs_you'];

export const ROLE_LABELS: Record<OrganizationRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'requests:read': 'Read requests (requests:read)',
  'requests:write': 'Answer requests (requests:write)',
  'integration:write': 'Choose the kinds of request you handle (integration:write)',
  'documents:read':
    'Open the documents a request carries, such as a death certificate, as stamped copies (documents:read)',
};

export const EVENT_TYPE_LABELS: Record<WebhookEventType, string> = {
  'update_request.created': 'A new request (update_request.created)',
  'update_request.cancelled': 'A request cancelled (update_request.cancelled)',
  'update_request.expired': 'A request expired (update_request.expired)',
  'update_request.reminder': 'A reminder about a request (update_request.reminder)',
};

export const isManagerRole = (role: OrganizationRole) => role === 'owner' || role === 'admin';

/** A field's label in the portal: the kind's own words, else the v1 words, else its name. */
export function fieldLabel(field: string): string {
  if (field in KIND_FIELD_LABELS) return KIND_FIELD_LABELS[field as KindField];
  if (field in UPDATE_FIELD_LABELS) return UPDATE_FIELD_LABELS[field as UpdateField];
  return field;
}

export const SUBJECT_LABELS: Record<RequestSubject, string> = {
  self: 'The customer’s own account',
  deceased: 'The account of a customer who died',
  dependant: 'The customer’s new dependant',
};
