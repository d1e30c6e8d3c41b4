import {
  verifyReauthSchema,
  type ReauthChannel,
  type ReauthOptions,
  type VerifyReauthInput,
} from '@updately/shared/account-api';

import { ApiClientError } from './api-client';

/** The ways to confirm it's you, in the order they are offered. */
export const STEP_UP_METHODS = ['password', 'email', 'sms', 'totp'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/** What the server answers when a change needs a fresh session or a step-up first. */
const STEP_UP_CODES = new Set(['SESSION_NOT_FRESH', 'REAUTHENTICATION_REQUIRED']);

/** better-auth (change of email, two-factor) and the admin API ask this way. */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 403 && STEP_UP_CODES.has(error.code);
}

/** The methods this account has, in order; a passwordless account is never offered a password. */
export function availableStepUpMethods(methods: ReauthOptions['methods']): StepUpMethod[] {
  return STEP_UP_METHODS.filter((method) => methods[method]);
}

/** Methods that need a code sent first, and where to. */
export function channelOf(method: StepUpMethod): ReauthChannel | null {
  if (method === 'email') return 'email';
  if (method === 'sms') return 'sms';
  return null;
}

/** The button that picks each method. */
export const STEP_UP_METHOD_LABELS: Record<StepUpMethod, string> = {
  password: 'Use my password',
  email: 'Email me a code',
  sms: 'Text me a code',
  totp: 'Use my authenticator app',
};

/**
 * The verify call's body for what was typed, or the message to show beside the field. Codes may
 * be typed with spaces ("123 456").
 */
export function stepUpVerifyInput(
  method: StepUpMethod,
  value: string,
): { input: VerifyReauthInput } | { error: string } {
  const candidate =
    method === 'password'
      ? { method: 'password' as const, password: value }
      : {
          method: method === 'totp' ? ('totp' as const) : ('code' as const),
          code: value.replace(/\s/g, ''),
        };
  const parsed = verifyReauthSchema.safeParse(candidate);
  if (parsed.success) return { input: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Check what you typed.' };
}
