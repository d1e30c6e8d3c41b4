import { MESSAGES } from '@updately/shared/messages';

import { ApiClientError } from '../../../lib/api-client';

export type NewsletterOutcome = {
  tone: 'success' | 'error';
  message: string;
  /** Transport errors reset the bot widget (SPEC.md section 8). */
  resetWidget: boolean;
  clearField: boolean;
};

const error = (message: string, resetWidget = false): NewsletterOutcome => ({
  tone: 'error',
  message,
  resetWidget,
  clearField: false,
});

export const NEWSLETTER_SUCCESS: NewsletterOutcome = {
  tone: 'success',
  message: MESSAGES.newsletter.success,
  resetWidget: false,
  clearField: true,
};

export const NEWSLETTER_INVALID = error(MESSAGES.newsletter.invalidEmail);

/**
 * SPEC.md section 8, newsletter: what a failed submission tells the visitor. No answer at all is
 * the transport error; an answer's code picks the message; any other error text that mentions
 * the email is an invalid email; anything that is not an API error is the exception.
 */
export function newsletterOutcomeFor(failure: unknown): NewsletterOutcome {
  if (!(failure instanceof ApiClientError)) return error(MESSAGES.newsletter.exception);
  switch (failure.code) {
    case 'NETWORK_ERROR':
      return error(MESSAGES.newsletter.generic, true);
    case 'TURNSTILE_FAILED':
      return error(MESSAGES.newsletter.turnstileFailed);
    case 'RATE_LIMITED':
      return error(MESSAGES.newsletter.rateLimited);
    case 'BUBBLE_ERROR':
      return error(MESSAGES.newsletter.bubbleError);
    default:
      return /email/i.test(failure.message)
        ? error(MESSAGES.newsletter.invalidEmail)
        : error(MESSAGES.newsletter.generic);
  }
}
