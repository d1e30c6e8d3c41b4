import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { devMailbox } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { MailMessage } from './templates';

export type MailTransport = {
  kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
};

/** SMTP when SMTP_URL is set; otherwise the dev mailbox table, with the links printed to the log. */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  logger: Logger;
}): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    kind: 'dev-mailbox',
    async send(message) {
      await options.db.insert(devMailbox).values(message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info(
        { to: message.to, subject: message.subject, links },
        'mail kept in the dev mailbox',
      );
    },
  };
}
