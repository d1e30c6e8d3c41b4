import { z } from 'zod';
import {
  DOCUMENT_ACCESS_ACTIONS,
  DOCUMENT_ACCESS_CHANNELS,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_QUOTA_BYTES,
  DOCUMENT_QUOTA_FILES,
  DOCUMENT_TYPES,
} from './documents';

const MB = 1024 * 1024;

/** The extensions the file picker offers (the server judges the bytes, never the name). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

export const DOCUMENT_MESSAGES = {
  tooLarge: `This file is larger than ${DOCUMENT_MAX_BYTES / MB} MB.`,
  wrongType: 'Only PDF, JPEG or PNG files can be uploaded.',
  noFile: 'Choose a file to upload.',
  badImage: 'This image could not be read. Save it again as a JPEG or PNG and upload that.',
  badPdf: 'This PDF could not be read. Print it to a new PDF and upload that.',
  encrypted:
    "This PDF is password-protected, so companies couldn't open it. Remove the password (or print it to a new PDF) and upload that.",
  javascript:
    "This PDF contains JavaScript, which we can't accept. Print it to a new PDF and upload that.",
  launch:
    "This PDF contains an action that opens other programs, which we can't accept. Print it to a new PDF and upload that.",
  attachment:
    "This PDF has files attached inside it, which we can't accept. Print it to a new PDF and upload that.",
  quotaBytes: `Your documents already use all the space your account has (${DOCUMENT_QUOTA_BYTES / MB} MB). Delete one first.`,
  quotaFiles: `Your account already holds ${DOCUMENT_QUOTA_FILES} documents, the most it can. Delete one first.`,
  notFound: 'Document not found',
} as const;

/** Who saw a document, through which channel, and when (document_accesses). */
export const documentAccessSchema = z.object({
  company_name: z.string(),
  channel: z.enum(DOCUMENT_ACCESS_CHANNELS),
  action: z.enum(DOCUMENT_ACCESS_ACTIONS),
  at: z.string(),
});
export type DocumentAccess = z.infer<typeof documentAccessSchema>;

/** A request carrying the document. */
export const documentRequestSchema = z.object({
  request_id: z.string(),
  company_name: z.string(),
  status: z.string(),
});

/**
 * One document of a journey. Owners and editors get every field; viewers only learn that it
 * exists (`type`, `uploaded_at`), the rest is null or empty for them.
 */
export const journeyDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  uploaded_at: z.string(),
  name: z.string().nullable(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES).nullable(),
  size_bytes: z.number().int().nullable(),
  uploaded_by: z.string().nullable(),
  accesses: z.array(documentAccessSchema),
  requests: z.array(documentRequestSchema),
});
export type JourneyDocument = z.infer<typeof journeyDocumentSchema>;

export const journeyDocumentsSchema = z.object({
  /** What the caller may do: viewers see only the list of types. */
  can_edit: z.boolean(),
  documents: z.array(journeyDocumentSchema),
});
export type JourneyDocuments = z.infer<typeof journeyDocumentsSchema>;

/** A size in words: "840 KB", "2.4 MB". */
export function formatDocumentSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
