import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateRequests } from '../../db/schema';
import { mailTo, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';
import { applyUpdateEvents } from './transition';

/**
 * The person's summary counts only what really happened (issue 29): a request the engine moved
 * but that is back in the queue (sent again, rerouted, or waiting after a crash) is not a change.
 */
describe('the daily summary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves out every request still queued, whatever happened to it before', async () => {
    const person = await t.signUp({ name: 'Summary Person' });
    const { journey, footprints } = await movingJourney(t, person.id, [{}, {}]);
    const [told, again] = await approveAddress(
      t,
      person.cookie,
      journey.id,
      footprints.map((f) => f.id),
    );
    await waitForStatus(t, told!.id, 'sent');
    await waitForStatus(t, again!.id, 'sent');
    // The engine gave up on one (a system event since the last summary); the person sent it
    // again, and it waits in the queue: nothing about it has happened yet.
    await t.database.db.transaction(async (tx) => {
      await applyUpdateEvents(tx, t.deps.logger, {
        requestIds: [again!.id],
        event: 'undeliverable',
        actor: 'system',
        patch: { status_reason: 'email_failed' },
      });
      await applyUpdateEvents(tx, t.deps.logger, {
        requestIds: [again!.id],
        event: 'resent',
        actor: 'person',
        patch: { status_reason: null },
      });
    });
    await t.database.db.transaction(async (tx) => {
      const { applied } = await applyUpdateEvents(tx, t.deps.logger, {
        requestIds: [again!.id],
        event: 'rerouted',
        actor: 'system',
      });
      expect(applied.map((a) => a.row.status)).toEqual(['queued']);
      // Still queued when the summary runs: its job is not run in this test.
    });

    expect(await t.deps.updates.runDigests(new Date(Date.now() + 60_000))).toBe(1);
    const digest = await waitForMail(t, person.email, /changed/);
    expect(digest.subject).toMatch(/: 1 update changed$/);
    const name = async (id: string) =>
      (
        await t.database.db
          .select({ name: updateRequests.company_name })
          .from(updateRequests)
          .where(eq(updateRequests.id, id))
      )[0]!.name;
    expect(digest.text).toContain(`${await name(told!.id)} (${journey.name}): sent`);
    expect(digest.text).not.toContain(await name(again!.id));
    expect((await mailTo(t, person.email)).filter((m) => /changed/.test(m.subject))).toHaveLength(
      1,
    );
  });
});
