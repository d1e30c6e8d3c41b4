import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, updateRequestEvents, updateRequests } from '../../db/schema';
import { mailTo, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';
import { recordCompanyResponse } from './company-response';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const DAY = 24 * 60 * 60 * 1000;

/** The follow-up schedule and the daily digest, driven by a controlled clock. */
describe('follow-up without spam', () => {
  let t: TestApp;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp({ name: 'Alex Nguyen' });
  });
  afterAll(() => t.close());

  async function sent(options: { channel?: 'manual' | 'api' } = {}) {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [options]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    const row = await waitForStatus(t, request!.id, 'sent');
    return { row, brand: brands[0]!, journey };
  }
  const row = async (id: string) =>
    (await t.database.db.select().from(updateRequests).where(eq(updateRequests.id, id)))[0]!;
  const events = async (id: string) =>
    (
      await t.database.db
        .select({ type: updateRequestEvents.type, actor: updateRequestEvents.actor })
        .from(updateRequestEvents)
        .where(eq(updateRequestEvents.request_id, id))
    ).map((e) => e.type);
  const at = (sentAt: Date, days: number) => new Date(sentAt.getTime() + days * DAY + 60_000);
  const reminders = async (to: string) =>
    (await mailTo(t, to)).filter((m) => m.subject.startsWith('Reminder:'));

  it('reminds the company at 7 and 14 days, asks the person at 21 and expires at 45', async () => {
    const { row: request, brand } = await sent();
    const sentAt = request.sent_at!;
    expect(request.follow_up_at).toEqual(new Date(sentAt.getTime() + 7 * DAY));

    expect(await t.deps.updates.runFollowUps(at(sentAt, 6))).toBe(0);
    await t.deps.updates.runFollowUps(at(sentAt, 7));
    expect((await row(request.id)).status).toBe('sent');
    const first = await waitForMail(t, brand.contact_email!, /^Reminder:/);
    expect(first.text).toContain('have not heard back yet');
    expect(first.text).toContain(request.reference);
    // Running again at the same time changes nothing and sends nothing more.
    await t.deps.updates.runFollowUps(at(sentAt, 7));
    await t.deps.updates.runFollowUps(at(sentAt, 14));
    await waitForMail(t, brand.contact_email!, /^Reminder:/, 2);

    await t.deps.updates.runFollowUps(at(sentAt, 21));
    expect(await row(request.id)).toMatchObject({
      status: 'needs_you',
      status_reason: 'no_answer',
    });
    await t.deps.updates.runFollowUps(at(sentAt, 44));
    expect((await row(request.id)).status).toBe('needs_you');
    await t.deps.updates.runFollowUps(at(sentAt, 45));
    const expired = await row(request.id);
    expect(expired).toMatchObject({ status: 'expired', follow_up_at: null });
    expect(await events(request.id)).toEqual([
      'created',
      'approved',
      'sent',
      'reminder_sent',
      'reminder_sent',
      'no_answer',
      'expired',
    ]);
    await t.deps.updates.runFollowUps(at(sentAt, 90));
    expect(await reminders(brand.contact_email!)).toHaveLength(2);
  });

  it('sends no reminder after the company acknowledged, and never two at once after downtime', async () => {
    const acknowledged = await sent();
    await t.database.db.transaction((tx) =>
      recordCompanyResponse(tx, t.deps.logger, {
        requestId: acknowledged.row.id,
        response: { kind: 'acknowledge' },
        evidence: { via: 'api' },
      }),
    );
    const sentAt = acknowledged.row.sent_at!;
    await t.deps.updates.runFollowUps(at(sentAt, 15));
    expect((await row(acknowledged.row.id)).status).toBe('acknowledged');
    await t.deps.updates.runFollowUps(at(sentAt, 21));
    expect((await row(acknowledged.row.id)).status).toBe('needs_you');
    expect(await events(acknowledged.row.id)).not.toContain('reminder_sent');

    // Down for a month: the overdue reminders are skipped, the person is asked once.
    const late = await sent();
    await t.deps.updates.runFollowUps(at(late.row.sent_at!, 30));
    expect((await row(late.row.id)).status).toBe('needs_you');
    expect(await events(late.row.id)).toEqual(['created', 'approved', 'sent', 'no_answer']);
    expect(await reminders(late.brand.contact_email!)).toHaveLength(0);
  });

  it('leaves the person’s own to-dos (manual) alone', async () => {
    const manual = await sent({ channel: 'manual' });
    expect(manual.row.follow_up_at).toBeNull();
    await t.deps.updates.runFollowUps(new Date(Date.now() + 100 * DAY));
    expect((await row(manual.row.id)).status).toBe('sent');
  });

  it('emails the person at most one digest a day when statuses changed, unless they opted out', async () => {
    const digestUser = await t.signUp({ name: 'Digest Person' });
    const { journey, footprints } = await movingJourney(t, digestUser.id, [
      {},
      { channel: 'manual' },
    ]);
    const requests = await approveAddress(
      t,
      digestUser.cookie,
      journey.id,
      footprints.map((f) => f.id),
    );
    for (const r of requests) await waitForStatus(t, r.id, 'sent');
    const now = new Date(Date.now() + 60_000);
    expect(await t.deps.updates.runDigests(now)).toBeGreaterThanOrEqual(1);
    const digest = await waitForMail(t, digestUser.email, /updates changed/);
    expect(digest.text).toContain(`(${journey.name}): sent`);
    expect(digest.text).toContain('at most one of these emails a day');
    expect(digest.text).toContain('/privacy#notifications');
    expect(await t.deps.updates.runDigests(new Date(now.getTime() + 60_000))).toBe(0);

    // A company answers: the next digest waits until a day after the last one.
    const emailed = requests.find((r) => r.channel === 'email')!;
    await t.database.db.transaction((tx) =>
      recordCompanyResponse(tx, t.deps.logger, {
        requestId: emailed.id,
        response: { kind: 'answer', fields: [{ field: 'address', outcome: 'applied' }] },
        evidence: { via: 'email_link' },
        now: new Date(now.getTime() + 2 * 60_000),
      }),
    );
    expect(await t.deps.updates.runDigests(new Date(now.getTime() + 3 * 60_000))).toBe(0);
    await t.deps.updates.runDigests(new Date(now.getTime() + DAY + 60_000));
    const second = await waitForMail(t, digestUser.email, /update changed/);
    expect(second.text).toContain('confirmed');

    await t.database.db
      .update(profiles)
      .set({ update_digest: false })
      .where(eq(profiles.user_id, digestUser.id));
    const manual = requests.find((r) => r.channel === 'manual')!;
    await t.database.db.transaction((tx) =>
      recordCompanyResponse(tx, t.deps.logger, {
        requestId: manual.id,
        response: { kind: 'acknowledge' },
        evidence: { via: 'api' },
        now: new Date(now.getTime() + 2 * DAY),
      }),
    );
    await t.deps.updates.runDigests(new Date(now.getTime() + 3 * DAY));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const digests = (await mailTo(t, digestUser.email)).filter((m) => / changed$/.test(m.subject));
    expect(digests).toHaveLength(2);
  });
});
