import { generateRandomString } from 'better-auth/crypto';
import type { Auth } from '../../auth/auth';
import { SIGN_IN_LINK_TTL_SECONDS } from '../../auth/auth';
import type { Db } from '../../db/client';
import { verifications } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { mailTemplates } from '../../platform/mail/templates';
import type { GeneratedLink, InviteUserInput } from './admin-users.schemas';
import { getUser } from './admin-user-view';
import { auditAdminAction, createUser, type Actor } from './admin-users.service';

const HOUR_MS = 60 * 60 * 1000;
const INVITE_TTL_MS = 24 * HOUR_MS;
export const RECOVERY_TTL_MS = HOUR_MS;

export type LinkDeps = { auth: Auth; mailer: Mailer; appUrl: string; appName: string };

/**
 * A token of better-auth's own password-reset flow (what /request-password-reset stores): its
 * link goes through GET /api/auth/reset-password/:token to /reset-password?token=..., where
 * POST /api/auth/reset-password sets the password, once.
 */
export async function resetPasswordLink(db: Db, appUrl: string, userId: string, ttlMs: number) {
  const token = generateRandomString(24, 'a-z', 'A-Z', '0-9');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insert(verifications)
    .values({ identifier: `reset-password:${token}`, value: userId, expiresAt });
  const callback = encodeURIComponent('/reset-password');
  return { url: `${appUrl}/api/auth/reset-password/${token}?callbackURL=${callback}`, expiresAt };
}

/** Creates the user without a password and mails a set-password link, in one transaction. */
export async function inviteUser(actor: Actor, deps: LinkDeps, input: InviteUserInput) {
  const id = await createUser(
    actor,
    { ...input, emailVerified: false, isAdmin: false },
    {
      action: 'admin.user_invite',
      alsoInTransaction: async (tx, userId) => {
        const link = await resetPasswordLink(tx, deps.appUrl, userId, INVITE_TTL_MS);
        await deps.mailer.sendInTransaction(
          tx,
          mailTemplates.invite(deps.appName, input.email, link.url),
        );
      },
    },
  );
  return getUser(actor.db, id);
}

/** A password-reset link handed to the admin (to pass on), not mailed. */
export async function recoveryLink(
  actor: Actor,
  deps: LinkDeps,
  userId: string,
): Promise<GeneratedLink> {
  await getUser(actor.db, userId);
  const link = await actor.db.transaction(async (tx) => {
    const made = await resetPasswordLink(tx, deps.appUrl, userId, RECOVERY_TTL_MS);
    // Never the link itself: it works once, for whoever holds it.
    await auditAdminAction(actor, tx, 'admin.link_recovery', userId, {
      newValues: { type: 'recovery', expiresAt: made.expiresAt.toISOString() },
    });
    return made;
  });
  return { type: 'recovery', url: link.url, expiresAt: link.expiresAt.toISOString() };
}

/**
 * A one-time sign-in link (better-auth's magic link, landing on /dashboard) for the user: the
 * plugin gives the link to `metadata.deliver` instead of mailing it (see auth.ts). better-auth
 * stores its token through its own connection, never inside a transaction of ours.
 */
export async function mintSignInLink(auth: Auth, user: { email: string; banned: boolean }) {
  if (user.banned) throw new AppError('BAD_REQUEST', 'The user is banned');
  let url: string | undefined;
  await auth.api.signInMagicLink({
    body: {
      email: user.email,
      callbackURL: '/dashboard',
      metadata: { deliver: (link: string) => void (url = link) },
    },
    headers: new Headers(),
  });
  if (!url) throw new Error('better-auth produced no sign-in link');
  return { url, expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_SECONDS * 1000) };
}

/** A one-time sign-in link handed to the admin (to pass on), not mailed. */
export async function signInLink(
  actor: Actor,
  deps: LinkDeps,
  userId: string,
): Promise<GeneratedLink> {
  const { url, expiresAt } = await mintSignInLink(deps.auth, await getUser(actor.db, userId));
  // The token is stored through better-auth's connection, so this entry follows it rather than
  // sharing its transaction; the link is not returned unless the entry is written.
  if (
    !(await auditAdminAction(actor, actor.db, 'admin.link_sign_in', userId, {
      newValues: { type: 'sign-in', expiresAt: expiresAt.toISOString() },
    }))
  ) {
    throw new Error('the sign-in link could not be audited');
  }
  return { type: 'sign-in', url, expiresAt: expiresAt.toISOString() };
}
