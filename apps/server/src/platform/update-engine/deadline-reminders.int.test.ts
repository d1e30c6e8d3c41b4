import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFE_NOTIFICATION_SUBJECT, SAFE_NOTIFICATION_TEXT } from '@updately/shared/safe-mode';
import { brandDirectory, brandUpdateChannels, deadlineReminders, journeys } from '../../db/schema';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';
import { mailTo, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, NEW_ADDRESS, waitForStatus } from '../../test/update-kit';
import { runDeadlineReminders } from './deadline-reminders';

/** Moving day is 3 March 2027: VicRoads' 14 days end on 17 March. */
const at = (iso: string) => new Date(`${iso}T02:00:00Z`);

describe('deadline reminders', () => {
  let t: TestApp;
  let vicroadsId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [vicroads] = await t.database.db
      .select()
      .from(brandDirectory)
      .where(eq(brandDirectory.slug, 'vicroads'));
    vicroadsId = vicroads!.id;
    // VicRoads takes letters now (issue 26): kept on the person's checklist, as this test is about.
    await t.database.db
      .insert(brandUpdateChannels)
      .values({ brand_id: vicroadsId, channel: 'manual' });
  });
  afterAll(() => t.close());

  const deps = () => ({
    db: t.database.db,
    logger: t.deps.logger,
    mailer: t.deps.mailer,
    jobs: t.deps.jobs,
    appName: t.config.APP_NAME,
    appUrl: t.config.appUrl,
  });

  /** A person who must tell VicRoads themselves, and a company told by email. */
  async function sentToVicRoads(safeContactEmail?: string) {
    const user = await t.signUp({ name: 'Alex Nguyen' });
    const { journey, footprints } = await movingJourney(t, user.id, [{ name: 'Energy Co' }]);
    if (safeContactEmail) {
      await t.database.db
        .update(journeys)
        .set({ safe_mode_at: new Date(), safe_contact_email: safeContactEmail })
        .where(eq(journeys.id, journey.id));
    }
    const [vic] = await createFootprints(t.database.db, user.id, 1, { brandIds: [vicroadsId] });
    await createJourneyLinks(t.database.db, user.id, journey.id, [vic!.id]);
    const requests = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id, vic!.id]);
    for (const r of requests) await waitForStatus(t, r.id, 'sent');
    return { user, journey, manual: requests.find((r) => r.channel === 'manual')! };
  }

  it('mails the person once, 3 days before a checklist item’s legal deadline, in plain words', async () => {
    const { user, journey, manual } = await sentToVicRoads();
    expect(await runDeadlineReminders(deps(), at('2027-03-13'))).toBe(0);
    expect(await runDeadlineReminders(deps(), at('2027-03-14'))).toBe(1);
    const mail = await waitForMail(t, user.email, /^Reminder: tell VicRoads/);
    expect(mail.subject).toBe('Reminder: tell VicRoads by 17 March 2027');
    expect(mail.text).toContain('You still have to tell VicRoads yourself');
    expect(mail.text).toContain(journey.name);
    expect(mail.text).toContain('within 14 days');
    expect(mail.text).toContain("What to do: I'm calling to update my address");
    expect(mail.text).toMatch(/Where the deadline comes from: https:\/\//);
    expect(mail.text).toContain(`/journeys/${journey.id}`);

    // Again the same day, the next day, on the day: nothing more.
    expect(await runDeadlineReminders(deps(), at('2027-03-14'))).toBe(0);
    expect(await runDeadlineReminders(deps(), at('2027-03-17'))).toBe(0);
    const [record] = await t.database.db
      .select()
      .from(deadlineReminders)
      .where(eq(deadlineReminders.request_id, manual.id));
    expect(record).toMatchObject({ user_id: user.id, due_on: '2027-03-17' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      (await mailTo(t, user.email)).filter((m) => m.subject.startsWith('Reminder:')),
    ).toHaveLength(1);
  });

  it('does not remind of an item marked done, nor after its deadline passed', async () => {
    const done = await sentToVicRoads();
    const res = await t.request(`/api/updates/${done.manual.id}/done`, {
      method: 'POST',
      cookie: done.user.cookie,
      json: {},
    });
    expect(res.status).toBe(200);
    const late = await sentToVicRoads();
    expect(await runDeadlineReminders(deps(), at('2027-03-18'))).toBe(0);
    const sent = await runDeadlineReminders(deps(), at('2027-03-15'));
    // Only `late` is still open (the first test's person was reminded already).
    expect(sent).toBe(1);
    await waitForMail(t, late.user.email, /^Reminder: tell VicRoads/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailTo(t, done.user.email)).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringMatching(/^Reminder:/) }),
    );
  });

  it('reminds of a safe-mode journey only its safe contact, in neutral words', async () => {
    const safeEmail = `safe-${crypto.randomUUID()}@example.org`;
    const { user } = await sentToVicRoads(safeEmail);
    expect(await runDeadlineReminders(deps(), at('2027-03-16'))).toBe(1);
    const mail = await waitForMail(t, safeEmail, /./);
    expect(mail.subject).toBe(SAFE_NOTIFICATION_SUBJECT);
    expect(mail.text).toContain(SAFE_NOTIFICATION_TEXT);
    expect(mail.text).toContain('1 update.');
    for (const secret of ['VicRoads', NEW_ADDRESS, 'Moving'])
      expect(mail.text).not.toContain(secret);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailTo(t, user.email)).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringMatching(/^Reminder:/) }),
    );
  });
});
