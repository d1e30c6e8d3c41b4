import type { Db } from '../../db/client';
import { devMailbox } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export type SmsSender = {
  kind: 'webhook' | 'dev-mailbox';
  send(to: string, body: string): Promise<void>;
};

/**
 * Pluggable SMS: a JSON POST `{ to, body }` to SMS_WEBHOOK_URL (an SMS provider's HTTP API or
 * a relay), or the dev mailbox when none is configured.
 */
export function createSmsSender(options: {
  webhookUrl?: string;
  db: Db;
  logger: Logger;
}): SmsSender {
  if (options.webhookUrl) {
    const url = options.webhookUrl;
    return {
      kind: 'webhook',
      async send(to, body) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to, body }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
      },
    };
  }
  return {
    kind: 'dev-mailbox',
    async send(to, body) {
      await options.db
        .insert(devMailbox)
        .values({ to, subject: 'SMS', text: body, html: `<p>${body}</p>` });
      options.logger.info('SMS kept in the dev mailbox (/dev/mailbox)');
    },
  };
}
