import { ApiClientError } from '../../../lib/api-client';

/** What the enquiry form says when sending fails. */
export function leadFailureMessage(failure: unknown): string {
  if (!(failure instanceof ApiClientError))
    return 'Your enquiry could not be sent. Please try again.';
  switch (failure.code) {
    case 'NETWORK_ERROR':
      return 'We could not reach our server. Check your connection and try again.';
    case 'TURNSTILE_FAILED':
      return 'Bot verification failed. Please try again.';
    case 'RATE_LIMITED':
      return 'Too many enquiries from your network. Please try again in a few minutes.';
    case 'VALIDATION_FAILED':
      return failure.message.replace(/^[a-zA-Z]+: /, '');
    default:
      return 'Something went wrong on our side. Please try again in a minute.';
  }
}
