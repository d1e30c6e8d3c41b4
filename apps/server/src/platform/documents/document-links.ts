import { createHmac, timingSafeEqual } from 'node:crypto';

export type DocumentLink = { requestId: string; issuedAt: Date };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The signed link in a company's email to its request's documents: `requestId.issued.signature`.
 * It proves which request it is for and when it was issued; the request's `document_shares` row
 * decides the rest (expiry, withdrawal, and a newer link replacing it: its `created_at` is the
 * issue time of the only link that works).
 */
export function createDocumentLinkSigner(key: Buffer) {
  const sign = (requestId: string, issued: number) =>
    createHmac('sha256', key).update(`document-link|${requestId}|${issued}`).digest('base64url');

  return {
    token(link: DocumentLink): string {
      const issued = issuedSeconds(link.issuedAt);
      return `${link.requestId}.${issued}.${sign(link.requestId, issued)}`;
    },

    /** The link if the token is whole and ours; null otherwise. */
    verify(token: string): DocumentLink | null {
      const [requestId = '', issuedText = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || !UUID.test(requestId) || !/^\d{1,12}$/.test(issuedText)) return null;
      const issued = Number(issuedText);
      const expected = Buffer.from(sign(requestId, issued));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { requestId, issuedAt: new Date(issued * 1000) };
    },
  };
}

export type DocumentLinkSigner = ReturnType<typeof createDocumentLinkSigner>;

/** Links are issued on whole seconds, so the share row and the token agree exactly. */
export function issuedSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function issueTime(now = new Date()): Date {
  return new Date(issuedSeconds(now) * 1000);
}
