import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyReview, UpdateRequestDetail } from '@updately/shared/updates-api';
import { brandDeadlines, journeyMembers, updateRequests } from '../../db/schema';
import { runDeadlineReminders } from '../../platform/update-engine/deadline-reminders';
import { addDays, sydneyDay } from '../../platform/update-engine/follow-up-schedule';
import { waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const DAY = 24 * 60 * 60 * 1000;

const WEB_FORM = {
  contact_email: null,
  web_form_url: 'https://forms.company.example/change-of-details',
  web_form_purpose: 'change_of_details',
  web_form_source: 'https://company.example/contact',
  web_form_checked_on: '2026-11-20',
};
const PHONE = {
  contact_email: null,
  phone: '+611300123456',
  phone_hours: 'Mon–Fri 8am–6pm',
  phone_source: 'https://company.example/contact',
  phone_checked_on: '2026-11-20',
};

describe('the web form and phone channels: the person does the step, Updately keeps the record', () => {
  let t: TestApp;
  let owner: User;
  let viewer: User;
  let stranger: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Priya Shah' });
    viewer = await t.signUp({ name: 'Vik Viewer' });
    stranger = await t.signUp({ name: 'Sam Stranger' });
  });
  afterAll(() => t.close());

  /** A Moving Home journey with one web-form company and one phone company, approved. */
  async function approved() {
    const { journey, footprints } = await movingJourney(t, owner.id, [WEB_FORM, PHONE]);
    await t.database.db
      .insert(journeyMembers)
      .values({ journey_id: journey.id, user_id: viewer.id, role: 'viewer', invited_by: owner.id });
    const requests = await approveAddress(
      t,
      owner.cookie,
      journey.id,
      footprints.map((f) => f.id),
    );
    const form = requests.find((r) => r.channel === 'web_form')!;
    const phone = requests.find((r) => r.channel === 'phone')!;
    return { journey, form, phone };
  }

  const post = (user: User | null, path: string, json: unknown) =>
    t.request(path, { method: 'POST', ...(user ? { cookie: user.cookie } : {}), json });
  const detail = async (id: string) =>
    (await (
      await t.request(`/api/updates/${id}`, { cookie: owner.cookie })
    ).json()) as UpdateRequestDetail;
  const row = async (id: string) =>
    (await t.database.db.select().from(updateRequests).where(eq(updateRequests.id, id)))[0]!;

  it('keeps both queued after approval, with what the person needs for their step', async () => {
    const { form, phone } = await approved();
    expect(form.status).toBe('queued');
    expect(phone.status).toBe('queued');
    expect(form.person_step).toMatchObject({
      web_form_url: WEB_FORM.web_form_url,
      web_form_purpose: 'change_of_details',
      caller: 'Priya Shah',
      acting: null,
    });
    expect(phone.person_step).toMatchObject({
      phone: '+611300123456',
      phone_hours: 'Mon–Fri 8am–6pm',
    });
  });

  it('orders Review and send so the companies that need the person come first', async () => {
    const { journey } = await movingJourney(t, owner.id, [{}, PHONE, WEB_FORM]);
    const res = await t.request(`/api/journeys/${journey.id}/review`, { cookie: owner.cookie });
    const review = (await res.json()) as JourneyReview;
    expect(review.companies.map((c) => c.channel)).toEqual(['phone', 'web_form', 'email']);
  });

  it('records a submitted form with the company reference: sent, followed up as an email', async () => {
    const { form } = await approved();
    const before = Date.now();
    const res = await post(owner, `/api/updates/${form.id}/form-submitted`, {
      company_reference: '  CS-48213 ',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as UpdateRequestDetail;
    expect(body.status).toBe('sent');
    const stored = await row(form.id);
    expect(stored.sent_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.expected_by).not.toBeNull();
    expect(stored.follow_up_step).toBe(0);
    expect(stored.follow_up_at!.getTime()).toBeGreaterThan(stored.sent_at!.getTime());
    const last = (await detail(form.id)).events.at(-1)!;
    expect(last).toMatchObject({
      type: 'form_submitted',
      actor: 'person',
      from_status: 'queued',
      to_status: 'sent',
      evidence: { company_reference: 'CS-48213' },
    });
    // Submitting twice while it waits for the company is refused.
    expect((await post(owner, `/api/updates/${form.id}/form-submitted`, {})).status).toBe(409);
  });

  it('asks again when nothing came back: needs_you (no_answer), then the form may be submitted again', async () => {
    const { form } = await approved();
    await post(owner, `/api/updates/${form.id}/form-submitted`, {});
    await t.deps.updates.runFollowUps(new Date(Date.now() + 22 * DAY));
    const waiting = await row(form.id);
    expect(waiting.status).toBe('needs_you');
    expect(waiting.status_reason).toBe('no_answer');
    const again = await post(owner, `/api/updates/${form.id}/form-submitted`, {
      company_reference: 'CS-2',
    });
    expect(again.status).toBe(200);
    expect((await row(form.id)).status).toBe('sent');
    expect((await row(form.id)).status_reason).toBeNull();
  });

  it('records a call done: logged, then completed by the person', async () => {
    const { phone } = await approved();
    const res = await post(owner, `/api/updates/${phone.id}/call`, { outcome: 'done' });
    expect(res.status).toBe(200);
    const done = await detail(phone.id);
    expect(done.status).toBe('completed');
    expect(done.completed_by).toBe('person');
    expect(done.events.slice(-2).map((e) => [e.type, e.to_status, e.evidence?.outcome])).toEqual([
      ['phone_call_logged', 'sent', 'done'],
      ['marked_done', 'completed', undefined],
    ]);
    const proof = await (
      await t.request(`/api/journeys/${phone.journey_id}/proof`, { cookie: owner.cookie })
    ).json();
    const company = (
      proof as { companies: { reference: string; evidence: { by: string } }[] }
    ).companies.find((c) => c.reference === phone.reference)!;
    expect(company.evidence.by).toContain('on the phone');
  });

  it('records a call back: waits sent, then on that day needs the person ("Call … back today")', async () => {
    const { phone } = await approved();
    const day = addDays(sydneyDay(new Date()), 3);
    const res = await post(owner, `/api/updates/${phone.id}/call`, {
      outcome: 'call_back',
      call_back_on: day,
    });
    expect(res.status).toBe(200);
    const waiting = await row(phone.id);
    expect(waiting.status).toBe('sent');
    expect(waiting.status_reason).toBe('call_back');
    expect(sydneyDay(waiting.follow_up_at!)).toBe(day);
    expect((await detail(phone.id)).events.at(-1)).toMatchObject({
      type: 'phone_call_logged',
      evidence: { outcome: 'call_back', call_back_on: day },
    });
    // Nothing before the day; on the day it needs the person.
    await t.deps.updates.runFollowUps(new Date(Date.now() + 1 * DAY));
    expect((await row(phone.id)).status).toBe('sent');
    await t.deps.updates.runFollowUps(new Date(Date.now() + 4 * DAY));
    const due = await row(phone.id);
    expect(due.status).toBe('needs_you');
    expect(due.status_reason).toBe('call_back');
    expect(due.status_message).toBe(`Call ${phone.company_name} back today`);
    // The daily digest tells the person (the call-back is the engine's event, not theirs).
    expect(await t.deps.updates.runDigests(new Date(Date.now() + 4 * DAY))).toBeGreaterThanOrEqual(
      1,
    );
    const digest = await waitForMail(t, owner.email, /update/);
    expect(digest.text).toContain(`Call ${phone.company_name} back today`);
    // Calling back: done.
    expect((await post(owner, `/api/updates/${phone.id}/call`, { outcome: 'done' })).status).toBe(
      200,
    );
    expect((await row(phone.id)).status).toBe('completed');
  });

  it('records a refusal by phone with the reason: rejected', async () => {
    const { phone } = await approved();
    const res = await post(owner, `/api/updates/${phone.id}/call`, {
      outcome: 'refused',
      reason: 'They need it in writing.',
    });
    expect(res.status).toBe(200);
    const refused = await detail(phone.id);
    expect(refused.status).toBe('rejected');
    expect(refused.status_message).toBe('They need it in writing.');
    expect(refused.events.slice(-2).map((e) => e.type)).toEqual([
      'phone_call_logged',
      'refusal_reported',
    ]);
  });

  it('reminds the person of a legal deadline while the call is not made yet', async () => {
    const { journey, brands, footprints } = await movingJourney(t, owner.id, [PHONE]);
    await t.database.db.insert(brandDeadlines).values({
      brand_id: brands[0]!.id,
      kind: 'change_of_address',
      days: 14,
      description: 'Update your address within 14 days of moving.',
      source_url: 'https://company.example/terms',
    });
    const [phone] = await approveAddress(t, owner.cookie, journey.id, [footprints[0]!.id]);
    expect(phone!.status).toBe('queued');
    const deps = {
      db: t.database.db,
      logger: t.deps.logger,
      mailer: t.deps.mailer,
      jobs: t.deps.jobs,
      appName: t.config.APP_NAME,
      appUrl: t.config.appUrl,
    };
    // Moving day 3 March 2027: the 14 days end on 17 March; the reminder goes 3 days before.
    expect(await runDeadlineReminders(deps, new Date('2027-03-14T02:00:00Z'))).toBe(1);
    const mail = await waitForMail(t, owner.email, /^Reminder: tell /);
    expect(mail.subject).toBe(`Reminder: tell ${phone!.company_name} by 17 March 2027`);
  });

  it('refuses bad input (400) and the wrong channel (409)', async () => {
    const { form, phone } = await approved();
    const today = sydneyDay(new Date());
    for (const body of [
      {},
      { outcome: 'maybe' },
      { outcome: 'call_back' },
      { outcome: 'call_back', call_back_on: addDays(today, -1) },
      { outcome: 'call_back', call_back_on: addDays(today, 61) },
      { outcome: 'refused', reason: '' },
      { outcome: 'refused', reason: 'x'.repeat(501) },
    ]) {
      expect(
        (await post(owner, `/api/updates/${phone.id}/call`, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (
        await post(owner, `/api/updates/${form.id}/form-submitted`, {
          company_reference: 'x'.repeat(101),
        })
      ).status,
    ).toBe(400);
    expect((await post(owner, `/api/updates/${form.id}/call`, { outcome: 'done' })).status).toBe(
      409,
    );
    expect((await post(owner, `/api/updates/${phone.id}/form-submitted`, {})).status).toBe(409);
    expect((await row(phone.id)).status).toBe('queued');
  });

  it('refuses a viewer (403), another user and an unknown id (404), and anonymous callers (401)', async () => {
    const { form, phone } = await approved();
    const cases: [User | null, number][] = [
      [viewer, 403],
      [stranger, 404],
      [null, 401],
    ];
    for (const [user, status] of cases) {
      expect((await post(user, `/api/updates/${form.id}/form-submitted`, {})).status).toBe(status);
      expect((await post(user, `/api/updates/${phone.id}/call`, { outcome: 'done' })).status).toBe(
        status,
      );
    }
    expect(
      (
        await post(owner, '/api/updates/00000000-0000-4000-8000-000000000000/call', {
          outcome: 'done',
        })
      ).status,
    ).toBe(404);
    expect((await row(form.id)).status).toBe('queued');
    expect((await row(phone.id)).status).toBe('queued');
  });
});
