import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token: 256 random bits; only its hash is stored. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as sent: anything else is not looked up. */
export const INVITATION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
