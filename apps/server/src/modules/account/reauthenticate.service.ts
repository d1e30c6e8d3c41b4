import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ReauthChannel, ReauthCodeSent, ReauthOptions } from '@updately/shared/account-api';
import type { Db } from '../../db/client';
import { reauthenticationCodes, sessionStepUps, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { mailTemplates } from '../../platform/mail/templates';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { passwordHashOf } from '../../auth/credential-password';
import type { LiveSession } from '../../auth/live-session';

const CODE_TTL_MS = 10 * 60_000;
const CODE_ATTEMPTS = 3;
/** Accounts made by phone sign-in carry a placeholder email nobody reads. */
const PLACEHOLDER_EMAIL = /@phone\.invalid$/;

export const NO_SUCH_CHANNEL = {
  email: 'This account has no email address to send a code to.',
  sms: 'This account has no verified phone number to send a code to.',
};
export const WRONG_CODE = "That code isn't right, or it has expired. Ask for a new code.";

type Contact = { email: string; phoneNumber: string | null; phoneNumberVerified: boolean | null };

async function contactOf(db: Db, userId: string): Promise<Contact & { totp: boolean }> {
  const [user] = await db
    .select({
      email: users.email,
      phoneNumber: users.phoneNumber,
      phoneNumberVerified: users.phoneNumberVerified,
      totp: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'No user logged in');
  return { ...user, totp: Boolean(user.totp) };
}

const canEmail = (c: Contact) => !PLACEHOLDER_EMAIL.test(c.email);
const canText = (c: Contact) => Boolean(c.phoneNumber && c.phoneNumberVerified);

/** Until when the session may make sensitive changes: its sign-in or its latest step-up. */
export async function freshUntil(
  db: Db,
  live: LiveSession,
  freshAgeSeconds: number,
): Promise<Date | null> {
  const [stepUp] = await db
    .select({ at: sessionStepUps.verifiedAt })
    .from(sessionStepUps)
    .where(eq(sessionStepUps.sessionId, live.sessionId));
  const latest = Math.max(live.createdAt.getTime(), stepUp?.at.getTime() ?? 0);
  const until = latest + freshAgeSeconds * 1000;
  return until > Date.now() ? new Date(until) : null;
}

export async function reauthOptions(
  db: Db,
  live: LiveSession,
  freshAgeSeconds: number,
): Promise<ReauthOptions> {
  const contact = await contactOf(db, live.userId);
  const until = await freshUntil(db, live, freshAgeSeconds);
  return {
    freshUntil: until?.toISOString() ?? null,
    methods: {
      password: Boolean(await passwordHashOf(db, live.userId)),
      email: canEmail(contact),
      sms: canText(contact),
      totp: contact.totp,
    },
  };
}

const hashCode = (sessionId: string, code: string) =>
  createHash('sha256').update(`${sessionId}:${code}`).digest('hex');

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export function maskPhone(phone: string): string {
  return `•••• ${phone.slice(-3)}`;
}

type SendDeps = { db: Db; mailer: Mailer; sms: SmsSender; appName: string };

/**
 * A new 6-digit code for this session (replacing any earlier one), by email — enqueued with the
 * code in one transaction — or by SMS to the verified phone.
 */
export async function sendReauthCode(
  { db, mailer, sms, appName }: SendDeps,
  live: LiveSession,
  channel: ReauthChannel,
): Promise<ReauthCodeSent> {
  const contact = await contactOf(db, live.userId);
  if (channel === 'email' ? !canEmail(contact) : !canText(contact)) {
    throw new AppError('BAD_REQUEST', NO_SUCH_CHANNEL[channel]);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    sessionId: live.sessionId,
    userId: live.userId,
    channel,
    codeHash: hashCode(live.sessionId, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(reauthenticationCodes)
      .values(row)
      .onConflictDoUpdate({ target: reauthenticationCodes.sessionId, set: row });
    if (channel === 'email') {
      await mailer.sendInTransaction(
        tx,
        mailTemplates.reauthenticationCode(appName, contact.email, code),
      );
    }
  });
  if (channel === 'sms') {
    await sms.send(
      contact.phoneNumber!,
      `Your ${appName} confirmation code is ${code}. It expires in 10 minutes.`,
    );
    return { channel, sentTo: maskPhone(contact.phoneNumber!) };
  }
  return { channel, sentTo: maskEmail(contact.email) };
}

/**
 * Spends the session's pending code: one atomic delete of the row holding this code's hash, so
 * two requests racing with one code succeed once. A wrong code counts a try (3 at most, 10
 * minutes). Answers the code's channel.
 */
export async function verifyReauthCode(
  db: Db,
  live: LiveSession,
  code: string,
): Promise<ReauthChannel> {
  const ofSession = eq(reauthenticationCodes.sessionId, live.sessionId);
  const usable = and(
    ofSession,
    gt(reauthenticationCodes.expiresAt, new Date()),
    lt(reauthenticationCodes.attempts, CODE_ATTEMPTS),
  );
  const [spent] = await db
    .delete(reauthenticationCodes)
    .where(and(usable, eq(reauthenticationCodes.codeHash, hashCode(live.sessionId, code))))
    .returning({ channel: reauthenticationCodes.channel });
  if (spent) return spent.channel as ReauthChannel;
  await db
    .update(reauthenticationCodes)
    .set({ attempts: sql`${reauthenticationCodes.attempts} + 1` })
    .where(ofSession);
  throw new AppError('INVALID_CODE', WRONG_CODE);
}
