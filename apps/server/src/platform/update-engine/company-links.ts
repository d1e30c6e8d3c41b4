import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link in a company's email does: each is signed for one purpose only. */
export const COMPANY_LINK_PURPOSES = ['updated', 'cannot-update', 'no-account'] as const;
export type CompanyLinkPurpose = (typeof COMPANY_LINK_PURPOSES)[number];

export type CompanyLink = {
  requestId: string;
  attempt: number;
  purpose: CompanyLinkPurpose;
  expiresAt: Date;
};

export type LinkCheck =
  | { ok: true; link: CompanyLink }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; link: CompanyLink };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Signed, single-purpose links for the companies the email channel writes to. Nothing is stored:
 * the token is `requestId.attempt.expiry.signature` and the same request, attempt and expiry
 * always give the same token, so a reminder (or an email sent twice around a crash) carries the
 * same links. They are spent by the request's state: a request answered once is not answered
 * again.
 */
export function createCompanyLinkSigner(key: Buffer) {
  const sign = (purpose: CompanyLinkPurpose, requestId: string, attempt: number, exp: number) =>
    createHmac('sha256', key)
      .update(`company-link|${purpose}|${requestId}|${attempt}|${exp}`)
      .digest('base64url');

  return {
    token(link: CompanyLink): string {
      const exp = Math.floor(link.expiresAt.getTime() / 1000);
      return `${link.requestId}.${link.attempt}.${exp}.${sign(link.purpose, link.requestId, link.attempt, exp)}`;
    },

    /** The link if the token is whole and signed for this purpose; expired ones say so. */
    verify(token: string, purpose: CompanyLinkPurpose, now = new Date()): LinkCheck {
      const [requestId = '', attemptText = '', expText = '', signature = '', ...rest] =
        token.split('.');
      const wellFormed =
        rest.length === 0 &&
        UUID.test(requestId) &&
        /^\d{1,6}$/.test(attemptText) &&
        /^\d{1,12}$/.test(expText);
      if (!wellFormed) return { ok: false, reason: 'invalid' };
      const attempt = Number(attemptText);
      const exp = Number(expText);
      const expected = Buffer.from(sign(purpose, requestId, attempt, exp));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      const link = { requestId, attempt, purpose, expiresAt: new Date(exp * 1000) };
      if (exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired', link };
      return { ok: true, link };
    },
  };
}

export type CompanyLinkSigner = ReturnType<typeof createCompanyLinkSigner>;
