import type { Tx } from '../../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { MailTransport } from './mail-transport';
import type { MailMessage } from './templates';

export const SEND_EMAIL_QUEUE = 'send-email';

export type Mailer = {
  transportKind: MailTransport['kind'];
  /** Enqueued, sent by a worker with retries: a slow or failing SMTP server never blocks a request. */
  send(message: MailMessage): Promise<void>;
  sendInTransaction(tx: Tx, message: MailMessage): Promise<void>;
  /** After the workers stop: closes the mail server connections. */
  close(): void;
};

export async function createMailer(jobs: JobQueue, transport: MailTransport): Promise<Mailer> {
  await jobs.register<MailMessage>(SEND_EMAIL_QUEUE, (job) => transport.send(job.data));
  return {
    transportKind: transport.kind,
    async send(message) {
      await jobs.send(SEND_EMAIL_QUEUE, message);
    },
    async sendInTransaction(tx, message) {
      await jobs.sendInTransaction(tx, SEND_EMAIL_QUEUE, message);
    },
    close: () => transport.close(),
  };
}
