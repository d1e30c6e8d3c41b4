import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAFE_JOURNEY_NAME,
  SAFE_NOTIFICATION_SUBJECT,
  SAFE_NOTIFICATION_TEXT,
} from '@updately/shared/safe-mode';
import { journeys } from '../../db/schema';
import { eventually } from '../../test/mailbox';
import { startSmsSink, type SmsSink } from '../../test/sms-sink';
import { mimePart, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';

const SAFE_ADDRESS = '7 Quiet Lane, Carlton VIC 3053';
const SAFE_POSTAL = 'PO Box 4410, Melbourne VIC 3001';
const DAY = 24 * 60 * 60 * 1000;

/** Issue 27: Updately's own messages about a safe-mode journey, through a real SMTP server. */
describe('messages to the person about a safe-mode journey', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let sink: SmsSink;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    sink = await startSmsSink();
    t = await createTestApp({ config: { SMTP_URL: smtp.url, SMS_WEBHOOK_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sink.close();
  });

  /** A safe-mode journey (with an ordinary one beside it) whose companies were just sent to. */
  async function sentJourneys(contact: { email?: string; phone?: string }) {
    const user = await t.signUp();
    const safe = await movingJourney(t, user.id, [{ name: 'Hidden Energy' }], {
      target_address: SAFE_ADDRESS,
    });
    await t.database.db
      .update(journeys)
      .set({
        safe_mode_at: new Date(),
        safe_contact_email: contact.email ?? null,
        safe_contact_phone: contact.phone ?? null,
        details_ciphertext: null,
      })
      .where(eq(journeys.id, safe.journey.id));
    const ordinary = await movingJourney(t, user.id, [{ name: 'Open Water' }]);
    const requests = [
      ...(await approveAddress(t, user.cookie, safe.journey.id, [safe.footprints[0]!.id])),
      ...(await approveAddress(t, user.cookie, ordinary.journey.id, [ordinary.footprints[0]!.id])),
    ];
    for (const r of requests) await waitForStatus(t, r.id, 'sent');
    return { user, safe, ordinary };
  }

  const to = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const digestTo = (address: string) =>
    eventually(
      async () => to(address).find((m) => /Subject: Updately: \d+ updates? changed/.test(m.raw)),
      `the digest to ${address}`,
    );

  it('sends the digest of a safe-mode journey apart, neutral, to the safe email only', async () => {
    const safeEmail = `safe-${crypto.randomUUID()}@example.org`;
    const { user, safe } = await sentJourneys({ email: safeEmail });
    expect(await t.deps.updates.runDigests(new Date(Date.now() + DAY))).toBeGreaterThanOrEqual(1);

    const neutral = await smtp.waitFor(safeEmail);
    expect(neutral.raw).toContain(`Subject: ${SAFE_NOTIFICATION_SUBJECT}`);
    const text = mimePart(neutral.raw, 'text/plain');
    expect(text).toContain(SAFE_NOTIFICATION_TEXT);
    expect(text).toContain('1 update.');
    expect(text).toContain('/login');
    for (const secret of [SAFE_ADDRESS, SAFE_POSTAL, 'Hidden Energy', 'Moving', safe.journey.id]) {
      expect(neutral.raw).not.toContain(secret);
    }

    // The account's email gets the ordinary journey's digest, with nothing of the safe one.
    const ordinary = await digestTo(user.email);
    expect(mimePart(ordinary.raw, 'text/plain')).toContain('Open Water');
    for (const mail of to(user.email)) {
      expect(mail.raw).not.toContain('Hidden Energy');
      expect(mail.raw).not.toContain(SAFE_ADDRESS);
      expect(mail.raw).not.toContain(safe.journey.id);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(to(safeEmail)).toHaveLength(1);
  });

  it('texts SAFE_NOTIFICATION_TEXT when only a safe phone is given, and mails nobody about it', async () => {
    const phone = `+6140${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const { user } = await sentJourneys({ phone });
    expect(await t.deps.updates.runDigests(new Date(Date.now() + DAY))).toBeGreaterThanOrEqual(1);
    const sms = await sink.waitFor(phone);
    expect(sms.body).toBe(SAFE_NOTIFICATION_TEXT);
    // The text's job names the journey: the number never sits in the job table.
    const jobs = await queryRows<{ data: string }>(
      t.database.db,
      sql`select data::text as data from pgboss.job where name = 'safe-text'`,
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.data).not.toContain(phone.slice(3));
    await digestTo(user.email);
    for (const mail of to(user.email)) {
      expect(mail.raw).not.toContain('Hidden Energy');
      expect(mail.raw).not.toContain(SAFE_ADDRESS);
    }
  });

  it('names a safe-mode journey SAFE_JOURNEY_NAME in an invitation to share it', async () => {
    const user = await t.signUp();
    const { journey } = await movingJourney(t, user.id, [{ name: 'Hidden Energy' }], {
      target_address: SAFE_ADDRESS,
    });
    await t.database.db
      .update(journeys)
      .set({ safe_mode_at: new Date(), safe_contact_email: 'safe@example.org' })
      .where(eq(journeys.id, journey.id));
    const invitee = `friend-${crypto.randomUUID()}@example.org`;
    const res = await t.request(`/api/journeys/${journey.id}/invitations`, {
      method: 'POST',
      cookie: user.cookie,
      json: { email: invitee, role: 'viewer' },
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor(invitee);
    expect(mimePart(mail.raw, 'text/plain')).toContain(`"${SAFE_JOURNEY_NAME}"`);
    expect(mail.raw).not.toContain(journey.name);
    expect(mail.raw).not.toContain(SAFE_ADDRESS);
  });
});
