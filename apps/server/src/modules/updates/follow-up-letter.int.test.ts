import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowUpLetter } from '@updately/shared/follow-up-letter-api';
import type { JourneyProof, UpdateRequest } from '@updately/shared/updates-api';
import { updateRequestEvents, updateRequestItems, updateRequests } from '../../db/schema';
import { formatCalendarDay, formatInstantDay } from '../../lib/dates';
import { recordCompanyResponse } from '../../platform/update-engine/company-response';
import { expectedByDay } from '../../platform/update-engine/follow-up-schedule';
import { expectError } from '../../test/account-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NEW_ADDRESS, approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const DAY = 24 * 60 * 60 * 1000;

/** expected_by, overdue requests, the follow-up letter and the person's "No account held". */
describe('expected answers: overdue, the follow-up letter and "No account held" (owner, other user, anonymous)', () => {
  let t: TestApp;
  let user: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp({ name: 'Alex Nguyen' });
    other = await t.signUp();
  }, 120_000);
  afterAll(() => t.close());

  const row = async (id: string) =>
    (await t.database.db.select().from(updateRequests).where(eq(updateRequests.id, id)))[0]!;
  const lastEvent = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(updateRequestEvents)
        .where(eq(updateRequestEvents.request_id, id))
    )
      .sort((a, b) => a.seq - b.seq)
      .at(-1)!;
  const post = (path: string, cookie: string | null = user.cookie) =>
    t.request(path, { method: 'POST', cookie: cookie ?? undefined });

  /** One emailed company and one checklist, both sent. */
  async function sentPair() {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [
      {},
      { channel: 'manual' },
    ]);
    const requests = await approveAddress(
      t,
      user.cookie,
      journey.id,
      footprints.map((f) => f.id),
    );
    const email = await waitForStatus(t, requests.find((r) => r.channel === 'email')!.id, 'sent');
    const manual = await waitForStatus(t, requests.find((r) => r.channel === 'manual')!.id, 'sent');
    return { journey, brand: brands[0]!, email, manual };
  }

  it('expects an answer by the sending day + 30 days, for email and the checklist alike', async () => {
    const { email, manual } = await sentPair();
    for (const sent of [email, manual]) {
      expect(sent.expected_by).toBe(expectedByDay({ expectedByDays: 30 }, sent.sent_at!));
      const res = await t.request(`/api/updates/${sent.id}`, { cookie: user.cookie });
      expect(((await res.json()) as UpdateRequest).expected_by).toBe(sent.expected_by);
    }
  });

  it('moves an unanswered request past its expected-by day to needs_you (overdue), once; a checklist keeps its date', async () => {
    const { email, manual } = await sentPair();
    await t.database.db.transaction((tx) =>
      recordCompanyResponse(tx, t.deps.logger, {
        requestId: email.id,
        response: { kind: 'acknowledge' },
        evidence: { via: 'api' },
      }),
    );
    const late = new Date(email.sent_at!.getTime() + 31 * DAY + 60_000);
    expect(await t.deps.updates.runFollowUps(late)).toBeGreaterThanOrEqual(1);
    expect(await row(email.id)).toMatchObject({ status: 'needs_you', status_reason: 'overdue' });
    expect(await lastEvent(email.id)).toMatchObject({
      type: 'no_answer',
      actor: 'system',
      evidence: { follow_up: 'overdue', expected_by: email.expected_by },
    });
    const seq = (await lastEvent(email.id)).seq;
    await t.deps.updates.runFollowUps(late);
    expect((await lastEvent(email.id)).seq).toBe(seq);
    // The person's own to-do is never moved by the clock.
    expect((await row(manual.id)).status).toBe('sent');
  });

  it('writes a ready-to-send follow-up letter citing APP 13, for the owner only', async () => {
    const { brand, email } = await sentPair();
    const path = `/api/updates/${email.id}/follow-up-letter`;
    const res = await t.request(path, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const letter = (await res.json()) as FollowUpLetter;
    expect(letter.to).toBe(brand.contact_email);
    expect(letter.subject).toContain(email.reference);
    for (const words of [
      `Dear ${brand.name} team,`,
      `On ${formatInstantDay(email.sent_at!)}, Updately wrote to you on my behalf`,
      `reference ${email.reference}`,
      `- New address: ${NEW_ADDRESS}`,
      `An answer was expected by ${formatCalendarDay(email.expected_by!)}`,
      'Australian Privacy Principle 13',
      'reasonable steps to correct it within a reasonable period',
      'within 30 days',
      'written reasons for the refusal',
      'complain to the OAIC',
      'Alex Nguyen',
    ]) {
      expect(letter.body).toContain(words);
    }
    expect(letter.body).not.toMatch(/[{}]/);

    await expectError(await t.request(path), 401, 'UNAUTHORIZED');
    await expectError(await t.request(path, { cookie: other.cookie }), 404, 'NOT_FOUND');
    // Never sent: nothing to follow up.
    await t.database.db
      .update(updateRequests)
      .set({ sent_at: null })
      .where(eq(updateRequests.id, email.id));
    await expectError(await t.request(path, { cookie: user.cookie }), 409, 'CONFLICT');
  });

  it('lets the person say no account is held on their checklist or an update that needs them', async () => {
    const { journey, email, manual } = await sentPair();
    const path = (id: string) => `/api/updates/${id}/no-account`;
    await expectError(await post(path(manual.id), null), 401, 'UNAUTHORIZED');
    await expectError(await post(path(manual.id), other.cookie), 404, 'NOT_FOUND');
    // Still waiting for the company: not the person's to say.
    await expectError(await post(path(email.id)), 409, 'CONFLICT');
    expect((await row(manual.id)).status).toBe('sent');

    const res = await post(path(manual.id));
    expect(res.status).toBe(200);
    expect(((await res.json()) as UpdateRequest).status).toBe('completed');
    expect(await lastEvent(manual.id)).toMatchObject({
      type: 'marked_done',
      actor: 'person',
      evidence: { self_attested: true, no_account: true },
    });
    const [item] = await t.database.db
      .select()
      .from(updateRequestItems)
      .where(
        and(eq(updateRequestItems.request_id, manual.id), eq(updateRequestItems.field, 'address')),
      );
    expect(item).toMatchObject({ outcome: 'no_account', decided_at: expect.any(Date) });

    // Once the emailed one needs the person, they may say so too.
    await t.deps.updates.runFollowUps(new Date(email.sent_at!.getTime() + 21 * DAY + 60_000));
    expect((await row(email.id)).status).toBe('needs_you');
    expect((await post(path(email.id))).status).toBe(200);

    const proof = (await (
      await t.request(`/api/journeys/${journey.id}/proof`, { cookie: user.cookie })
    ).json()) as JourneyProof;
    for (const company of proof.companies) {
      expect(company.status_text).toBe('No account held (said by you)');
      expect(company.sent.find((s) => s.field === 'address')?.outcome).toBe('no_account');
    }
  });
});
