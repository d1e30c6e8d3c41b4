import { authClient } from '../../../lib/auth-client';
import { authCall } from './auth-call';

/**
 * The spec's default sign-out scope is global: end every session of the user, then this
 * one's cookies. A failing second step after a successful revoke changes nothing that matters.
 */
export async function signOutEverywhere() {
  await authCall(() => authClient.revokeSessions());
  await signOutLocally();
}

/** Clears this browser's session cookies; the session may already be gone on the server. */
export async function signOutLocally() {
  try {
    await authClient.signOut();
  } catch {
    // Nothing to undo: the caller leaves the signed-in area either way.
  }
}
