import { MESSAGES } from '@updately/shared/messages';
import { describe, expect, it } from 'vitest';

import { ApiClientError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { newsletterOutcomeFor } from './newsletter-outcome';

const apiError = (status: number, code: string, message: string) =>
  new ApiClientError(status, code, message);

describe('newsletterOutcomeFor', () => {
  it('treats no answer as the transport error and resets the widget', () => {
    expect(newsletterOutcomeFor(apiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE))).toEqual({
      tone: 'error',
      message: 'Something went wrong. Please try again later.',
      resetWidget: true,
      clearField: false,
    });
  });

  it.each([
    ['TURNSTILE_FAILED', 400, 'Bot verification failed. Please try again.'],
    ['RATE_LIMITED', 429, 'Too many requests. Please try again in a few minutes.'],
    ['BUBBLE_ERROR', 502, 'Server issue. Please try again in a minute.'],
  ])('maps %s to its message', (code, status, message) => {
    const outcome = newsletterOutcomeFor(apiError(status, code, 'whatever the server said'));
    expect(outcome).toMatchObject({ tone: 'error', message, resetWidget: false });
  });

  it('shows the invalid-email message for other error text mentioning the email', () => {
    const outcome = newsletterOutcomeFor(
      apiError(400, 'VALIDATION_FAILED', 'email: Please enter a valid email address.'),
    );
    expect(outcome.message).toBe(MESSAGES.newsletter.invalidEmail);
    expect(newsletterOutcomeFor(apiError(400, 'BAD_REQUEST', 'Bad EMAIL')).message).toBe(
      MESSAGES.newsletter.invalidEmail,
    );
  });

  it('falls back to the generic message for any other error', () => {
    expect(newsletterOutcomeFor(apiError(500, 'INTERNAL', 'Boom')).message).toBe(
      MESSAGES.newsletter.generic,
    );
  });

  it('treats anything that is not an API error as the exception', () => {
    expect(newsletterOutcomeFor(new Error('token timeout')).message).toBe(
      'Failed to submit. Please try again later.',
    );
    expect(newsletterOutcomeFor('odd').message).toBe(MESSAGES.newsletter.exception);
  });
});
