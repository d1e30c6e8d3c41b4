/** The base32 secret of an otpauth:// URI, or null when it has none. */
export function totpSecret(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** "JBSW Y3DP EHPK 3PXP": easier to type into an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
