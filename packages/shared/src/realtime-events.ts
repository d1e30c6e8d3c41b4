import { z } from 'zod';
import { DOCUMENT_ACCESS_ACTIONS, DOCUMENT_ACCESS_CHANNELS, DOCUMENT_TYPES } from './documents';
import { UPDATE_ACTORS, UPDATE_EVENT_TYPES, UPDATE_STATUSES } from './update-status';

/** Sent to the person's open tabs whenever one of their update requests changes. */
export const UPDATE_REQUEST_CHANGED = 'update_request_changed';

export const updateRequestChangedSchema = z.object({
  journeyId: z.string(),
  requestId: z.string(),
  status: z.enum(UPDATE_STATUSES),
  event: z.enum(UPDATE_EVENT_TYPES),
  actor: z.enum(UPDATE_ACTORS),
  company: z.string(),
});
export type UpdateRequestChanged = z.infer<typeof updateRequestChangedSchema>;

/** Sent to the people of a journey when a company (or an admin) views or downloads a document. */
export const DOCUMENT_ACCESSED = 'document_accessed';

export const documentAccessedSchema = z.object({
  journeyId: z.string(),
  /** null for an admin's access (it belongs to no request). */
  requestId: z.string().nullable(),
  documentType: z.enum(DOCUMENT_TYPES),
  company: z.string(),
  channel: z.enum(DOCUMENT_ACCESS_CHANNELS),
  action: z.enum(DOCUMENT_ACCESS_ACTIONS),
});
