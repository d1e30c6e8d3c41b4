/**
 * The password-reset token, kept in memory once the reset page has taken it out of the address
 * bar (L8): it is then in no history entry, referrer or analytics event.
 */
let held: string | null = null;

/** The token a reset link carries, and the query string without it (better-auth: ?token=). */
export function splitRecoveryToken(search: string): { token: string | null; rest: string } {
  const params = new URLSearchParams(search);
  // better-auth sends an invalid or expired link with ?error=INVALID_TOKEN instead.
  const token = params.get('error') ? null : params.get('token');
  params.delete('token');
  const rest = params.toString();
  return { token: token || null, rest: rest ? `?${rest}` : '' };
}

export function holdRecoveryToken(token: string) {
  held = token;
}

export function heldRecoveryToken(): string | null {
  return held;
}

/** Once used (or abandoned for a new link), the token is forgotten. */
export function forgetRecoveryToken() {
  held = null;
}
