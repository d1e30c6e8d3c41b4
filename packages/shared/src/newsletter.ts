import { EMAIL_MAX_LENGTH } from './constants';

/** SPEC.md section 5: these characters are stripped from the newsletter input. */
export const NEWSLETTER_STRIPPED_CHARACTERS = [
  '<',
  '>',
  '"',
  "'",
  '`',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ';',
  '\\',
] as const;

const STRIPPED = /[<>"'`{}()[\];\\]/g;

/** The spec's basic `{email}` pattern: something@something.something, no spaces. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The stricter pattern carried by the input's `pattern` attribute (an HTML pattern is anchored
 * and compiled with the `v` flag, so it is written without anchors and with escaped `-`).
 */
export const NEWSLETTER_INPUT_PATTERN = '[A-Za-z0-9._%+\\-]+@[A-Za-z0-9.\\-]+\\.[A-Za-z]{2,}';

/** Where a subscription came from; stored with the consent time. */
export const NEWSLETTER_SOURCES = ['landing', 'footer'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/**
 * Sign-ups per client IP in one window (server side), counted in the shared database so every
 * server instance enforces the same limit.
 */
export const NEWSLETTER_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** Strips the spec's characters, then trims. Idempotent; never returns a stripped character. */
export function sanitizeNewsletterEmail(input: string): string {
  return input.replace(STRIPPED, '').trim();
}

/** The rule both sides apply to the sanitised value: basic pattern, at most 254 characters. */
export function isValidNewsletterEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && NEWSLETTER_EMAIL_PATTERN.test(email);
}
