import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateRequests } from '../../db/schema';
import { mailTo, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const DAY = 24 * 60 * 60 * 1000;

/** Issue 23: a first request goes to a first-request address; complaints only on escalation. */
describe('email destinations by purpose', () => {
  let t: TestApp;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp({ name: 'Mara Mover' });
  });
  afterAll(() => t.close());

  const row = async (id: string) =>
    (await t.database.db.select().from(updateRequests).where(eq(updateRequests.id, id)))[0]!;
  const at = (sentAt: Date, days: number) => new Date(sentAt.getTime() + days * DAY + 60_000);

  it('sends the first request to the customer-service address and escalates an overdue one to complaints', async () => {
    const suffix = crypto.randomUUID().slice(0, 8);
    const service = `service-${suffix}@company.example`;
    const complaints = `complaints-${suffix}@company.example`;
    const { journey, footprints } = await movingJourney(t, user.id, [
      {
        contact_email: service,
        contact_email_purpose: 'customer_service',
        escalation_email: complaints,
        escalation_email_purpose: 'complaints',
        escalation_email_source: 'https://company.example/complaints',
        escalation_email_checked_on: '2026-11-25',
      },
    ]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    const sent = await waitForStatus(t, request!.id, 'sent');
    expect(sent).toMatchObject({ channel: 'email', destination: service });
    await waitForMail(t, service, /^Change of address/);

    // The first reminder is not an escalation: the complaints team hears nothing yet.
    await t.deps.updates.runFollowUps(at(sent.sent_at!, 7));
    await waitForMail(t, service, /^Reminder:/);
    expect(await mailTo(t, complaints)).toHaveLength(0);

    // The last reminder of an overdue request goes to complaints as well, saying so.
    await t.deps.updates.runFollowUps(at(sent.sent_at!, 14));
    await waitForMail(t, service, /^Reminder:/, 2);
    const escalation = await waitForMail(t, complaints, /^Overdue:/);
    expect(escalation.text).toContain(sent.reference);
    expect(escalation.text).toContain(`We wrote to ${service}`);
    expect(await mailTo(t, complaints)).toHaveLength(1);
  });

  it('never sends a first request to a complaints address: the person gets a to-do instead', async () => {
    const complaints = `idr-${crypto.randomUUID().slice(0, 8)}@company.example`;
    const { journey, footprints } = await movingJourney(t, user.id, [
      {
        contact_email: complaints,
        contact_email_purpose: 'complaints',
        contact_email_source: 'https://company.example/complaints',
      },
    ]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    const sent = await waitForStatus(t, request!.id, 'sent');
    expect(await row(sent.id)).toMatchObject({ channel: 'manual', destination: null });
    expect(await mailTo(t, complaints)).toHaveLength(0);
  });
});
