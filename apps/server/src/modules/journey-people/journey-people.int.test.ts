import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_INVITATIONS_PER_DAY, JOURNEY_MAX_PEOPLE } from '@updately/shared/journey-people';
import {
  INVITATION_MESSAGES,
  JOURNEY_ACCESS_REVOKED,
  type InvitationPreview,
  type JourneyInvitation,
  type JourneyPeople,
} from '@updately/shared/journey-people-api';
import { auditLogs, journeyInvitations, journeyMembers } from '../../db/schema';
import { createJourney } from '../../seed/factories/journey-factories';
import { eventually, linkIn, waitForMail } from '../../test/mailbox';
import { signUpAdmin } from '../../test/admin-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { RealtimeEvent } from '../../platform/realtime/realtime-hub';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

describe('the people who share a journey: invitations, editors and viewers', () => {
  let t: TestApp;
  let owner: User;
  let editor: User;
  let viewer: User;
  let stranger: User;
  let admin: { cookie: string };
  let journeyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olive Owner' });
    editor = await t.signUp({ name: 'Eddie Editor' });
    viewer = await t.signUp({ name: 'Vera Viewer' });
    stranger = await t.signUp();
    admin = await signUpAdmin(t);
    journeyId = (await createJourney(t.database.db, owner.id, { name: 'For Dad' })).id;
    await join(editor, 'editor');
    await join(viewer, 'viewer');
  }, 60_000);
  afterAll(() => t.close());

  const invite = (json: unknown, cookie = owner.cookie, id = journeyId) =>
    t.request(`/api/journeys/${id}/invitations`, { method: 'POST', json, cookie });
  const people = (cookie: string, id = journeyId) =>
    t.request(`/api/journeys/${id}/people`, { cookie });
  const accept = (token: string, cookie?: string) =>
    t.request(`/api/invitations/${token}/accept`, { method: 'POST', cookie });
  const expectError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    return body.error.message;
  };

  /** Invites `user` by email, reads the link from the dev mailbox and accepts it. */
  async function join(user: User, role: 'editor' | 'viewer', id = journeyId) {
    const res = await invite({ email: user.email, role }, owner.cookie, id);
    expect(res.status).toBe(201);
    const mail = await waitForMail(t, user.email, /invited you to share/);
    const token = tokenIn(mail.text);
    const accepted = await accept(token, user.cookie);
    expect(accepted.status).toBe(200);
    return token;
  }

  function tokenIn(text: string): string {
    return new URL(linkIn(text)).pathname.split('/').at(-1)!;
  }

  it('mails the invitation through the queue: who invited, to which journey, the role, the link', async () => {
    const email = `invitee-${crypto.randomUUID()}@example.com`;
    const res = await invite({ email: email.toUpperCase(), role: 'viewer' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as JourneyInvitation;
    expect(body).toMatchObject({ email, role: 'viewer' });
    const mail = await waitForMail(t, email, /invited you to share/);
    expect(mail.subject).toBe('Olive Owner invited you to share "For Dad" on Updately');
    expect(mail.text).toContain('as a viewer');
    expect(linkIn(mail.text)).toMatch(/^http:\/\/localhost:3000\/invitations\/[\w-]{43}$/);
    // Only the token's hash is stored.
    const [row] = await t.database.db
      .select()
      .from(journeyInvitations)
      .where(eq(journeyInvitations.id, body.id));
    expect(row!.token_hash).not.toBe(tokenIn(mail.text));
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const preview = await t.request(`/api/invitations/${tokenIn(mail.text)}`);
    expect(preview.status).toBe(200);
    expect((await preview.json()) as InvitationPreview).toMatchObject({
      journey_name: 'For Dad',
      inviter_name: 'Olive Owner',
      role: 'viewer',
    });
  });

  it('refuses inviting yourself, a member, or an email already waiting (409)', async () => {
    expect(
      await expectError(await invite({ email: owner.email, role: 'editor' }), 409, 'CONFLICT'),
    ).toBe(INVITATION_MESSAGES.self);
    expect(
      await expectError(await invite({ email: editor.email, role: 'viewer' }), 409, 'CONFLICT'),
    ).toBe(INVITATION_MESSAGES.member);
    const email = `twice-${crypto.randomUUID()}@example.com`;
    expect((await invite({ email, role: 'editor' })).status).toBe(201);
    expect(await expectError(await invite({ email, role: 'viewer' }), 409, 'CONFLICT')).toBe(
      INVITATION_MESSAGES.pending,
    );
    await expectError(
      await invite({ email: 'not-an-email', role: 'editor' }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(await invite({ email, role: 'owner' }), 400, 'VALIDATION_FAILED');
  });

  it('lets only the owner invite: editor and viewer 403, stranger and admin 404, anonymous 401', async () => {
    const json = { email: `x-${crypto.randomUUID()}@example.com`, role: 'viewer' };
    await expectError(await invite(json, editor.cookie), 403, 'FORBIDDEN');
    await expectError(await invite(json, viewer.cookie), 403, 'FORBIDDEN');
    await expectError(await invite(json, stranger.cookie), 404, 'NOT_FOUND');
    await expectError(await invite(json, admin.cookie), 404, 'NOT_FOUND');
    await expectError(await invite(json, ''), 401, 'UNAUTHORIZED');
  });

  it('lists the people: emails and invitations for the owner and editors, names and roles for viewers', async () => {
    const asOwner = (await (await people(owner.cookie)).json()) as JourneyPeople;
    expect(asOwner.my_role).toBe('owner');
    expect(asOwner.people.map((p) => [p.name, p.role])).toEqual([
      ['Olive Owner', 'owner'],
      ['Eddie Editor', 'editor'],
      ['Vera Viewer', 'viewer'],
    ]);
    expect(asOwner.people[1]!.email).toBe(editor.email);
    expect(asOwner.invitations.length).toBeGreaterThan(0);
    const asEditor = (await (await people(editor.cookie)).json()) as JourneyPeople;
    expect(asEditor.my_role).toBe('editor');
    expect(asEditor.invitations.length).toBe(asOwner.invitations.length);
    const asViewer = (await (await people(viewer.cookie)).json()) as JourneyPeople;
    expect(asViewer.my_role).toBe('viewer');
    expect(asViewer.people.every((p) => p.email === null)).toBe(true);
    expect(asViewer.invitations).toEqual([]);
    await expectError(await people(stranger.cookie), 404, 'NOT_FOUND');
    await expectError(await people(admin.cookie), 404, 'NOT_FOUND');
    await expectError(await t.request(`/api/journeys/${journeyId}/people`), 401, 'UNAUTHORIZED');
  });

  it('accepts only for the invited, confirmed email; a used, revoked or expired link is 410', async () => {
    const id = (await createJourney(t.database.db, owner.id, { name: 'Accepting' })).id;
    const invitee = await t.signUp({ name: 'Ivy Invitee' });
    expect((await invite({ email: invitee.email, role: 'editor' }, owner.cookie, id)).status).toBe(
      201,
    );
    const token = tokenIn((await waitForMail(t, invitee.email, /"Accepting"/)).text);
    await expectError(await accept(token), 401, 'UNAUTHORIZED');
    expect(await expectError(await accept(token, stranger.cookie), 403, 'FORBIDDEN')).toBe(
      INVITATION_MESSAGES.wrongEmail,
    );
    const res = await accept(token, invitee.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ journey_id: id, role: 'editor' });
    expect(await expectError(await accept(token, invitee.cookie), 410, 'GONE')).toBe(
      INVITATION_MESSAGES.used,
    );
    expect(await expectError(await t.request(`/api/invitations/${token}`), 410, 'GONE')).toBe(
      INVITATION_MESSAGES.used,
    );
    await expectError(await t.request('/api/invitations/not-a-real-token'), 404, 'NOT_FOUND');
    await expectError(await t.request(`/api/invitations/${'a'.repeat(43)}`), 404, 'NOT_FOUND');
    expect((await people(invitee.cookie, id)).status).toBe(200);

    // Revoked: the owner withdraws it, and the link says so.
    const late = await t.signUp();
    const sent = (await (
      await invite({ email: late.email, role: 'viewer' }, owner.cookie, id)
    ).json()) as JourneyInvitation;
    const lateToken = tokenIn((await waitForMail(t, late.email, /"Accepting"/)).text);
    const revoke = (cookie?: string) =>
      t.request(`/api/journeys/${id}/invitations/${sent.id}`, { method: 'DELETE', cookie });
    await expectError(await revoke(invitee.cookie), 403, 'FORBIDDEN');
    await expectError(await revoke(stranger.cookie), 404, 'NOT_FOUND');
    await expectError(await revoke(admin.cookie), 404, 'NOT_FOUND');
    await expectError(await revoke(), 401, 'UNAUTHORIZED');
    expect((await revoke(owner.cookie)).status).toBe(204);
    await expectError(await revoke(owner.cookie), 404, 'NOT_FOUND');
    expect(await expectError(await accept(lateToken, late.cookie), 410, 'GONE')).toBe(
      INVITATION_MESSAGES.revoked,
    );
  });

  it('expires invitations after 7 days (the clock moved past expires_at)', async () => {
    const later = await t.signUp();
    const sent = (await (
      await invite({ email: later.email, role: 'viewer' })
    ).json()) as JourneyInvitation;
    const days = (Date.parse(sent.expires_at) - Date.parse(sent.created_at)) / 86_400_000;
    expect(days).toBe(7);
    const token = tokenIn((await waitForMail(t, later.email, /"For Dad"/)).text);
    await t.database.db
      .update(journeyInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(journeyInvitations.id, sent.id));
    expect(await expectError(await t.request(`/api/invitations/${token}`), 410, 'GONE')).toBe(
      INVITATION_MESSAGES.expired,
    );
    expect(await expectError(await accept(token, later.cookie), 410, 'GONE')).toBe(
      INVITATION_MESSAGES.expired,
    );
    // An expired invitation no longer blocks a new one to the same address.
    expect((await invite({ email: later.email, role: 'viewer' })).status).toBe(201);
  });

  it(`holds at most ${JOURNEY_MAX_PEOPLE} people per journey, invitations waiting included`, async () => {
    const full = await t.signUp();
    const id = (await createJourney(t.database.db, full.id, { name: 'Full' })).id;
    for (let i = 1; i < JOURNEY_MAX_PEOPLE; i++) {
      const res = await invite(
        { email: `p${i}-${crypto.randomUUID()}@example.com`, role: 'viewer' },
        full.cookie,
        id,
      );
      expect(res.status).toBe(201);
    }
    expect(
      await expectError(
        await invite(
          { email: `one-more-${crypto.randomUUID()}@example.com`, role: 'viewer' },
          full.cookie,
          id,
        ),
        409,
        'CONFLICT',
      ),
    ).toBe(INVITATION_MESSAGES.full);
  });

  it(`sends at most ${JOURNEY_INVITATIONS_PER_DAY} invitations a day per account (429)`, async () => {
    const busy = await t.signUp();
    const journeys = await Promise.all(
      [1, 2, 3].map((n) => createJourney(t.database.db, busy.id, { name: `Busy ${n}` })),
    );
    for (let i = 0; i < JOURNEY_INVITATIONS_PER_DAY; i++) {
      const res = await invite(
        { email: `d${i}-${crypto.randomUUID()}@example.com`, role: 'viewer' },
        busy.cookie,
        journeys[Math.floor(i / 8)]!.id,
      );
      expect(res.status).toBe(201);
    }
    expect(
      await expectError(
        await invite(
          { email: `over-${crypto.randomUUID()}@example.com`, role: 'viewer' },
          busy.cookie,
          journeys[2]!.id,
        ),
        429,
        'RATE_LIMITED',
      ),
    ).toBe(INVITATION_MESSAGES.perDay);
  }, 60_000);

  it("changes a member's role (owner only)", async () => {
    const patch = (userId: string, role: string, cookie?: string) =>
      t.request(`/api/journeys/${journeyId}/members/${userId}`, {
        method: 'PATCH',
        json: { role },
        cookie,
      });
    await expectError(await patch(viewer.id, 'editor', editor.cookie), 403, 'FORBIDDEN');
    await expectError(await patch(viewer.id, 'editor', viewer.cookie), 403, 'FORBIDDEN');
    await expectError(await patch(viewer.id, 'editor', stranger.cookie), 404, 'NOT_FOUND');
    await expectError(await patch(viewer.id, 'editor', admin.cookie), 404, 'NOT_FOUND');
    await expectError(await patch(viewer.id, 'editor'), 401, 'UNAUTHORIZED');
    await expectError(await patch(stranger.id, 'editor', owner.cookie), 404, 'NOT_FOUND');
    await expectError(await patch(viewer.id, 'owner', owner.cookie), 400, 'VALIDATION_FAILED');
    expect((await patch(viewer.id, 'editor', owner.cookie)).status).toBe(204);
    expect((await patch(viewer.id, 'viewer', owner.cookie)).status).toBe(204);
    const [row] = await t.database.db
      .select({ role: journeyMembers.role })
      .from(journeyMembers)
      .where(and(eq(journeyMembers.journey_id, journeyId), eq(journeyMembers.user_id, viewer.id)));
    expect(row!.role).toBe('viewer');
  });

  it('removing a member ends their access at once and tells their open tabs', async () => {
    const gone = await t.signUp({ name: 'Gus Gone' });
    await join(gone, 'editor');
    expect((await people(gone.cookie)).status).toBe(200);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.deps.realtime.subscribe(gone.id, (e) => events.push(e));
    const remove = (userId: string, cookie?: string) =>
      t.request(`/api/journeys/${journeyId}/members/${userId}`, { method: 'DELETE', cookie });
    await expectError(await remove(gone.id, editor.cookie), 403, 'FORBIDDEN');
    await expectError(await remove(gone.id, viewer.cookie), 403, 'FORBIDDEN');
    await expectError(await remove(gone.id, stranger.cookie), 404, 'NOT_FOUND');
    await expectError(await remove(gone.id, admin.cookie), 404, 'NOT_FOUND');
    await expectError(await remove(gone.id), 401, 'UNAUTHORIZED');
    expect((await remove(gone.id, owner.cookie)).status).toBe(204);
    await expectError(await people(gone.cookie), 404, 'NOT_FOUND');
    await expectError(
      await t.request(`/api/journeys/${journeyId}`, { cookie: gone.cookie }),
      404,
      'NOT_FOUND',
    );
    await eventually(
      async () => events.find((e) => e.type === JOURNEY_ACCESS_REVOKED),
      'the access revoked event',
    );
    expect(events.find((e) => e.type === JOURNEY_ACCESS_REVOKED)!.data).toEqual({
      journeyId,
      reason: 'removed',
    });
    unsubscribe();
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'journey.member_remove'), eq(auditLogs.resource_id, journeyId)),
      );
    expect(audit).toMatchObject({ user_id: owner.id });
    expect(audit!.metadata).toMatchObject({ owner_id: owner.id });
  });

  it('lets a member leave the journey themself', async () => {
    const leaver = await t.signUp();
    await join(leaver, 'viewer');
    const res = await t.request(`/api/journeys/${journeyId}/members/${leaver.id}`, {
      method: 'DELETE',
      cookie: leaver.cookie,
    });
    expect(res.status).toBe(204);
    await expectError(await people(leaver.cookie), 404, 'NOT_FOUND');
  });
});
