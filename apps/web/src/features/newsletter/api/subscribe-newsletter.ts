import type {
  NewsletterSubscribeInput,
  NewsletterSubscribeResult,
} from '@updately/shared/newsletter-api';

import { api } from '../../../lib/api-client';

/** The spec's newsletter_sync: rejects with ApiClientError for HTTP and network failures. */
export async function subscribeNewsletter(
  input: NewsletterSubscribeInput,
): Promise<NewsletterSubscribeResult> {
  const result = await api.post<NewsletterSubscribeResult | undefined>(
    '/api/newsletter/subscribe',
    input,
  );
  if (result?.success !== true) throw new Error('Unexpected answer from the newsletter service');
  return result;
}
