import { MESSAGES } from '@updately/shared/messages';

import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

/** What the auth pages need from a failed better-auth call. */
export type AuthFailure = {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  code: string | null;
  message: string;
  /** The weak-password reasons (code WEAK_PASSWORD), else empty. */
  reasons: string[];
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  429: 'Too many attempts. Please wait a minute and try again.',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * better-auth answers errors as a top-level `{ code, message }` body (our hooks add `reasons`
 * to WEAK_PASSWORD); its client hands that over with `status`. Anything else becomes a
 * generic failure.
 */
export function readAuthFailure(error: unknown): AuthFailure {
  if (!isRecord(error)) {
    return { status: 0, code: null, message: GENERIC_ERROR_MESSAGE, reasons: [] };
  }
  const status = typeof error.status === 'number' ? error.status : 0;
  const code = typeof error.code === 'string' && error.code ? error.code : null;
  const reasons = Array.isArray(error.reasons)
    ? error.reasons.filter((r): r is string => typeof r === 'string')
    : [];
  // A 401 naming no other reason (wrong passwords have their own code) found no session.
  if (status === 401 && (!code || code === 'UNAUTHORIZED')) {
    return { status, code: 'UNAUTHORIZED', message: MESSAGES.authSessionMissing, reasons };
  }
  const serverMessage = typeof error.message === 'string' ? error.message.trim() : '';
  const message =
    serverMessage ||
    MESSAGE_BY_STATUS[status] ||
    (status === 0 ? NETWORK_ERROR_MESSAGE : GENERIC_ERROR_MESSAGE);
  return { status, code, message, reasons };
}

/** The spec's 'weak password (with reasons)': the reasons, one per line, else the message. */
export function describePasswordFailure(failure: AuthFailure): string {
  return failure.reasons.length > 0 ? failure.reasons.join(' ') : failure.message;
}

type PasswordFormErrors = {
  setError(
    name: 'password' | 'root.server',
    error: { message: string },
    options?: { shouldFocus?: boolean },
  ): void;
};

/** Puts a failed new-password submit on the form: a weak password on its field, else the form. */
export function showPasswordFailure(
  form: PasswordFormErrors,
  failure: AuthFailure,
  heading: string,
): void {
  if (failure.code === 'WEAK_PASSWORD') {
    form.setError('password', { message: describePasswordFailure(failure) }, { shouldFocus: true });
  } else {
    form.setError('root.server', { message: `${heading}: ${failure.message}` });
  }
}

/** better-auth's OAuth error codes (`?error=access_denied`) as a sentence. */
export function describeOAuthError(code: string, description?: string | null): string {
  if (description?.trim()) return description.trim();
  const words = code.replace(/[_-]+/g, ' ').trim();
  if (!words) return GENERIC_ERROR_MESSAGE;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}
