import type { Config } from '../../lib/config';
import type { Logger } from '../../lib/logger';

export type NewsletterWebhookEvent = {
  event: 'subscribe' | 'confirm' | 'unsubscribe';
  email: string;
  source: string;
  consentAt: string;
};

const TIMEOUT_MS = 5000;

/**
 * Forwards an event to the external mailing list at NEWSLETTER_WEBHOOK_URL (a JSON POST).
 * Resolves true when it is not configured or answered 2xx; false when it failed or timed out.
 */
export async function forwardToNewsletterList(
  config: Config,
  logger: Logger,
  payload: NewsletterWebhookEvent,
): Promise<boolean> {
  const url = config.NEWSLETTER_WEBHOOK_URL;
  if (!url) return true;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': `${config.APP_NAME} newsletter`,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return true;
    logger.warn({ status: res.status, event: payload.event }, 'newsletter list webhook refused');
  } catch (err) {
    logger.warn({ err, event: payload.event }, 'newsletter list webhook unreachable');
  }
  return false;
}
