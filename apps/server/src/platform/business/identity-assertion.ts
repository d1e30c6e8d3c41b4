import { eq } from 'drizzle-orm';
import type { ActingRole, JourneySubject } from '@updately/shared/journey-people';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UpdateRequestRow } from '../update-engine/transition';

/** How long a business may rely on an assertion it fetched. */
export const IDENTITY_ASSERTION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const IDENTITY_ASSERTION_TYPE = 'updately.identity_assertion.v1';

/** Who the person acts for, as the request gives it (the name null once withheld). */
export type AssertedActing = {
  subject: Exclude<JourneySubject, 'self'>;
  role: ActingRole;
  name: string | null;
} | null;

/** Signs a payload with the app's keys (better-auth's jwt plugin, published in the JWKS). */
export type JwsSigner = (payload: Record<string, unknown>) => Promise<string>;

/**
 * What the app verified about the person behind a request, signed, so the business need not
 * verify them again: verified email, verified phone, two-factor on; the request's kind and whose
 * account it is about (`acting_for`); when the person acts for someone else, `act`: the subject's
 * type (`sub_type`: deceased, child, partner, attorney_for), the person's `role` and the subject's
 * `name` (null once the request's values are withheld), else `act` is null; the fields and the
 * consent.
 * The subject is the request, not the person: two businesses cannot join their assertions.
 */
export async function signIdentityAssertion(
  db: Db,
  sign: JwsSigner,
  issuer: string,
  organizationId: string,
  row: UpdateRequestRow,
  consent: { id: string; given_at: string },
  fields: readonly string[],
  acting: AssertedActing = null,
  now = new Date(),
): Promise<string> {
  const [person] = await db
    .select({
      email: users.emailVerified,
      phone: users.phoneNumberVerified,
      mfa: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, row.user_id));
  const iat = Math.floor(now.getTime() / 1000);
  return sign({
    typ: IDENTITY_ASSERTION_TYPE,
    iss: issuer,
    aud: `urn:updately:organization:${organizationId}`,
    sub: `urn:updately:request:${row.id}`,
    iat,
    exp: iat + IDENTITY_ASSERTION_TTL_SECONDS,
    reference: row.reference,
    kind: row.kind,
    /** Whose account the person acts for: their own, a person who died, or their dependant. */
    acting_for: row.subject,
    /** Who the person acts for, under what authority (issue 25); null for themself. */
    act: acting ? { sub_type: acting.subject, role: acting.role, name: acting.name } : null,
    verified: {
      email: person?.email === true,
      phone: person?.phone === true,
      mfa: person?.mfa === true,
    },
    fields,
    consent: { id: consent.id, given_at: consent.given_at },
  });
}
