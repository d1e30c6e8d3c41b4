import type { Context } from 'hono';
import type { DocumentDisposition } from '@updately/shared/document-links-api';
import type { DocumentType } from '@updately/shared/documents';

/** A stamped copy as served: never cached, never sniffed, never running anything. */
export const DOCUMENT_COPY_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'none'; object-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export function documentCopyResponse(
  c: Context,
  copy: { bytes: Uint8Array; type: DocumentType },
  reference: string,
  disposition: DocumentDisposition,
): Response {
  // The file name says what it is, never what the person called it.
  const filename = `${copy.type.replaceAll('_', '-')}-${reference}.pdf`.replace(
    /[^A-Za-z0-9._-]/g,
    '',
  );
  return c.body(copy.bytes as Uint8Array<ArrayBuffer>, 200, {
    ...DOCUMENT_COPY_HEADERS,
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${disposition}; filename="${filename}"`,
  });
}
