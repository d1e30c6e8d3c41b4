import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { devMailbox } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { MailMessage } from './templates';

export type MailTransport = {
  kind: 'smtp' | 'dev-mailbox';
  /** Resolves once the mail server (or the dev mailbox) has accepted the message. */
  send(message: MailMessage): Promise<void>;
  /** Closes the connections kept open to the mail server. */
  close(): void;
};

/** SMTP when SMTP_URL is set; otherwise the dev mailbox table (never in production: config.ts). */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  logger: Logger;
}): MailTransport {
  if (options.smtpUrl) {
    // A few connections kept open and reused: a burst of mail (a thousand updates approved at
    // once) does not open a connection, and say hello, per message.
    const url = new URL(options.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '5');
    const transporter = nodemailer.createTransport(url.toString());
    return {
      kind: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: options.from, ...message });
      },
      close: () => transporter.close(),
    };
  }
  return {
    kind: 'dev-mailbox',
    async send(message) {
      const { to, subject, text, html } = message;
      const [kept] = await options.db
        .insert(devMailbox)
        .values({ to, subject, text, html })
        .returning({ id: devMailbox.id });
      // Never the address, subject or links: they name people and carry codes (M5).
      options.logger.info({ mailId: kept?.id }, 'mail kept in the dev mailbox (/dev/mailbox)');
    },
    close: () => undefined,
  };
}
