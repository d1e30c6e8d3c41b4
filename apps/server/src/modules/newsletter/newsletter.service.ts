import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { NewsletterSource } from '@updately/shared/newsletter';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import type { Mailer } from '../../platform/mail/mailer';
import { mailTemplates } from '../../platform/mail/templates';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

export type SubscribeInput = {
  email: string;
  source: NewsletterSource;
  ip: string | null;
  appName: string;
  appUrl: string;
  now?: Date;
};

const newToken = () => randomBytes(32).toString('base64url');

export function newsletterLinks(appUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    confirmUrl: `${appUrl}/api/newsletter/confirm?${query}`,
    unsubscribeUrl: `${appUrl}/api/newsletter/unsubscribe?${query}`,
  };
}

/**
 * Stores the subscriber idempotently (one row per lower-cased email) with the consent time and
 * source, and queues the double opt-in email in the same transaction. A confirmed subscriber is
 * left alone and gets no mail; a pending one gets the confirmation again; one who unsubscribed
 * starts over with a new token.
 */
export async function subscribe(db: Db, mailer: Mailer, input: SubscribeInput) {
  const email = input.email.toLowerCase();
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({
        email,
        source: input.source,
        consent_at: now,
        token: newToken(),
        ip_address: input.ip,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    let subscriber = inserted;
    if (!subscriber) {
      const [existing] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for('update');
      if (!existing) throw new Error('newsletter subscriber vanished during sign-up');
      if (existing.status === 'confirmed')
        return { status: 'confirmed' as const, subscriber: existing };
      const restart = existing.status === 'unsubscribed';
      [subscriber] = await tx
        .update(newsletterSubscribers)
        .set({
          status: 'pending',
          source: input.source,
          consent_at: now,
          ip_address: input.ip,
          ...(restart ? { token: newToken(), unsubscribed_at: null, confirmed_at: null } : {}),
        })
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
    }
    if (!subscriber) throw new Error('newsletter subscriber not stored');
    const { confirmUrl, unsubscribeUrl } = newsletterLinks(input.appUrl, subscriber.token);
    await mailer.sendInTransaction(
      tx,
      mailTemplates.newsletterConfirm(input.appName, email, confirmUrl, unsubscribeUrl),
    );
    return { status: 'pending' as const, subscriber };
  });
}

export type TokenOutcome =
  | {
      result: 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'already-unsubscribed';
      subscriber: Subscriber;
    }
  | { result: 'unknown-token' };

/** Confirms a pending subscription. A subscriber who unsubscribed since stays unsubscribed. */
export async function confirmSubscription(
  db: Db,
  token: string,
  now = new Date(),
): Promise<TokenOutcome> {
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmed_at: now })
    .where(and(eq(newsletterSubscribers.token, token), eq(newsletterSubscribers.status, 'pending')))
    .returning();
  if (confirmed) return { result: 'confirmed', subscriber: confirmed };
  const subscriber = await findByToken(db, token);
  if (!subscriber) return { result: 'unknown-token' };
  return {
    result: subscriber.status === 'confirmed' ? 'already-confirmed' : 'already-unsubscribed',
    subscriber,
  };
}

/** Unsubscribes a pending or confirmed subscriber; doing it twice changes nothing. */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<TokenOutcome> {
  const [changed] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribed_at: now })
    .where(
      and(eq(newsletterSubscribers.token, token), ne(newsletterSubscribers.status, 'unsubscribed')),
    )
    .returning();
  if (changed) return { result: 'unsubscribed', subscriber: changed };
  const subscriber = await findByToken(db, token);
  return subscriber ? { result: 'already-unsubscribed', subscriber } : { result: 'unknown-token' };
}

export async function findByToken(db: Db, token: string): Promise<Subscriber | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, token));
  return row;
}
