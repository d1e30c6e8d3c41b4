import { z } from 'zod';
import {
  DOCUMENT_ACCESS_ACTIONS,
  DOCUMENT_ACCESS_CHANNELS,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_TYPES,
} from './documents';

/** What a company's link to a request's documents shows (no names, no contents). */
export const documentLinkPageSchema = z.object({
  company_name: z.string(),
  reference: z.string(),
  expires_at: z.string(),
  documents: z.array(
    z.object({
      id: z.string(),
      type: z.enum(DOCUMENT_TYPES),
      content_type: z.enum(DOCUMENT_CONTENT_TYPES),
      size_bytes: z.number().int(),
    }),
  ),
});
export type DocumentLinkPage = z.infer<typeof documentLinkPageSchema>;

/** Why a link no longer opens the documents (410). */
export const DOCUMENT_LINK_GONE_CODES = [
  'LINK_EXPIRED',
  'LINK_WITHDRAWN',
  'LINK_REPLACED',
] as const;

export const DOCUMENT_DISPOSITIONS = ['inline', 'attachment'] as const;
export type DocumentDisposition = (typeof DOCUMENT_DISPOSITIONS)[number];

export const DOCUMENT_LINK_STATES = ['active', 'expired', 'withdrawn'] as const;

export const documentAccessSchema = z.object({
  document_type: z.enum(DOCUMENT_TYPES),
  company_name: z.string(),
  channel: z.enum(DOCUMENT_ACCESS_CHANNELS),
  action: z.enum(DOCUMENT_ACCESS_ACTIONS),
  at: z.string(),
});
export type DocumentAccess = z.infer<typeof documentAccessSchema>;

/** What the person sees of one request's documents: which go, the company's link, every view. */
export const requestDocumentLinkSchema = z.object({
  documents: z.array(z.object({ id: z.string(), type: z.enum(DOCUMENT_TYPES) })),
  link: z
    .object({
      state: z.enum(DOCUMENT_LINK_STATES),
      expires_at: z.string(),
      revoked_at: z.string().nullable(),
    })
    .nullable(),
  accesses: z.array(documentAccessSchema),
});
export type RequestDocumentLink = z.infer<typeof requestDocumentLinkSchema>;

/** GET /api/v1/requests/{id}/documents: what a request carries (fetch each as a stamped PDF). */
export const businessDocumentListSchema = z.object({
  items: documentLinkPageSchema.shape.documents,
});
export type BusinessDocumentList = z.infer<typeof businessDocumentListSchema>;
