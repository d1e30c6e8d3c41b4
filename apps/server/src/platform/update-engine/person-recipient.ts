import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  SAFE_JOURNEY_NAME,
  SAFE_NOTIFICATION_SUBJECT,
  SAFE_NOTIFICATION_TEXT,
} from '@updately/shared/safe-mode';
import type { Db, Tx } from '../../db/client';
import { journeys } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { compose, type MailMessage } from '../mail/templates';
import type { SmsSender } from '../sms/sms-sender';

/** A journey's safe-mode columns (ADR 0049). */
export type JourneyContact = {
  safe_mode_at: Date | string | null;
  safe_contact_email: string | null;
  safe_contact_phone: string | null;
};

/** Where Updately's own message about a journey goes. */
export type PersonRecipient =
  | { via: 'account'; email: string }
  | { via: 'safe_email'; email: string }
  | { via: 'safe_text'; phone: string }
  | { via: 'nobody' };

/**
 * The account's email for an ordinary journey; for a safe-mode journey only the safe contact
 * (the email first, a text when only a phone is given), never the account's email, which the
 * person they are leaving may read.
 */
export function personRecipient(accountEmail: string, journey: JourneyContact): PersonRecipient {
  if (!journey.safe_mode_at) return { via: 'account', email: accountEmail };
  if (journey.safe_contact_email) return { via: 'safe_email', email: journey.safe_contact_email };
  if (journey.safe_contact_phone) return { via: 'safe_text', phone: journey.safe_contact_phone };
  return { via: 'nobody' };
}

export const isSafeMode = (journey: JourneyContact) => Boolean(journey.safe_mode_at);

/** The journey's name as messages and lists show it: SAFE_JOURNEY_NAME in safe mode. */
export const shownJourneyName = () =>
  sql<string>`case when ${journeys.safe_mode_at} is null then ${journeys.name} else ${SAFE_JOURNEY_NAME} end`;

/** The only mail about a safe-mode journey: no address, journey type or company, a count. */
export function safeNotificationMail(
  appName: string,
  appUrl: string,
  to: string,
  updates: number,
): MailMessage {
  return compose(
    appName,
    to,
    SAFE_NOTIFICATION_SUBJECT,
    [SAFE_NOTIFICATION_TEXT, updates === 1 ? '1 update.' : `${updates} updates.`],
    { label: 'Sign in', url: `${appUrl}/login` },
  );
}

/**
 * Texts to a safe contact go through the queue, like mail, so they leave only on commit. The job
 * names the journey, not the number: the number is read when the text is sent, so a journey or
 * account deleted meanwhile sends nothing and the job table never holds it.
 */
export const SAFE_TEXT_QUEUE = 'safe-text';
export type SafeTextJob = { journeyId: string };

export async function registerSafeTexts(db: Db, jobs: JobQueue, sms: SmsSender): Promise<void> {
  await jobs.register<SafeTextJob>(SAFE_TEXT_QUEUE, async (job) => {
    const [journey] = await db
      .select({ phone: journeys.safe_contact_phone })
      .from(journeys)
      .where(and(eq(journeys.id, job.data.journeyId), isNotNull(journeys.safe_mode_at)));
    if (journey?.phone) await sms.send(journey.phone, SAFE_NOTIFICATION_TEXT);
  });
}

export type SafeNoticeDeps = {
  mailer: Mailer;
  jobs: JobQueue;
  appName: string;
  appUrl: string;
};

/** Queues the neutral notice to a safe-mode journey's safe contact in `tx`; false if none. */
export async function sendSafeNotice(
  deps: SafeNoticeDeps,
  tx: Tx,
  journeyId: string,
  recipient: PersonRecipient,
  updates: number,
): Promise<boolean> {
  if (recipient.via === 'safe_email') {
    await deps.mailer.sendInTransaction(
      tx,
      safeNotificationMail(deps.appName, deps.appUrl, recipient.email, updates),
    );
    return true;
  }
  if (recipient.via === 'safe_text') {
    await deps.jobs.sendInTransaction<SafeTextJob>(tx, SAFE_TEXT_QUEUE, { journeyId });
    return true;
  }
  return false;
}
