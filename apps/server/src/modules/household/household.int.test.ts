import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household, HouseholdMember, JointRequest } from '@updately/shared/household-api';
import {
  journeyHousehold,
  journeyInvitations,
  journeyMembers,
  journeys,
  updateConsents,
  updateRequestEvents,
  updateRequests,
} from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';
import { signUpAdmin } from '../../test/admin-test-kit';
import {
  businessApi,
  claimBrandByAdmin,
  createKey,
  createOrganization,
} from '../../test/business-kit';
import { eventually, linkIn } from '../../test/mailbox';
import { mimePart, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NEW_ADDRESS, approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';
import { acceptHouseholdInvitation } from './household-accept';
import { hashInvitationToken } from '../journey-people/invitation-token';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

describe('household moves: members, joint accounts waiting for both holders, one request naming both', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let owner: User;
  let partner: User;
  let other: User;
  let editor: User;
  let viewer: User;
  let admin: { cookie: string };
  let journeyId: string;
  let footprints: { id: string }[];
  let emailedBrand: { id: string; contact_email: string | null };
  let apiKey: string;
  let partnerMember: HouseholdMember;
  let partnerJourneyId: string;
  let partnerToken: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { SMTP_URL: smtp.url } });
    owner = await t.signUp({ name: 'Alex Nguyen' });
    partner = await t.signUp({ name: 'Sam Lee' });
    other = await t.signUp();
    editor = await t.signUp();
    viewer = await t.signUp();
    admin = await signUpAdmin(t);
    const move = await movingJourney(t, owner.id, [{}, {}, {}]);
    journeyId = move.journey.id;
    emailedBrand = move.brands[0]!;
    footprints = [...move.footprints];
    // A company with an integration (the api channel: it pulls through the Business API).
    const business = await t.signUp();
    const org = await createOrganization(t, business.cookie, 'Joint Energy');
    const apiBrand = await createBrand(t.database.db, { contact_email: null });
    await claimBrandByAdmin(t, business.cookie, admin.cookie, org, apiBrand.id);
    apiKey = (await createKey(t, business.cookie, org)).key;
    const [apiFootprint] = await createFootprints(t.database.db, owner.id, 1, {
      brandIds: [apiBrand.id],
    });
    await createJourneyLinks(t.database.db, owner.id, journeyId, [apiFootprint!.id]);
    footprints.push(apiFootprint!);
    await t.database.db.insert(journeyMembers).values([
      { journey_id: journeyId, user_id: editor.id, role: 'editor', invited_by: owner.id },
      { journey_id: journeyId, user_id: viewer.id, role: 'viewer', invited_by: owner.id },
    ]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const household = (cookie?: string, id = journeyId) =>
    t.request(`/api/journeys/${id}/household`, { cookie });
  const add = (json: unknown, cookie = owner.cookie) =>
    t.request(`/api/journeys/${journeyId}/household`, { method: 'POST', json, cookie });
  const setJoint = (footprintId: string, ids: string[], cookie = owner.cookie) =>
    t.request(`/api/journeys/${journeyId}/companies/${footprintId}/joint`, {
      method: 'PUT',
      json: { household_ids: ids },
      cookie,
    });
  const approve = (requestId: string, cookie?: string) =>
    t.request(`/api/household/joint-requests/${requestId}/approve`, {
      method: 'POST',
      json: { consent_version: '1.0' },
      cookie,
    });
  const decline = (requestId: string, cookie?: string) =>
    t.request(`/api/household/joint-requests/${requestId}/decline`, {
      method: 'POST',
      json: { reason: 'We closed this account last year.' },
      cookie,
    });
  const expectError = async (res: Response, status: number, code?: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    if (code) expect(body.error.code).toBe(code);
    return body.error.message;
  };
  const status = async (id: string) =>
    (
      await t.database.db
        .select({ status: updateRequests.status })
        .from(updateRequests)
        .where(eq(updateRequests.id, id))
    )[0]!.status;

  it('answers 401 to anonymous callers on every route', async () => {
    await expectError(await household(), 401, 'UNAUTHORIZED');
    await expectError(await add({ relation: 'child', name: 'Kim' }, ''), 401);
    await expectError(
      await t.request(`/api/journeys/${journeyId}/household/${journeyId}`, { method: 'DELETE' }),
      401,
    );
    await expectError(await setJoint(footprints[0]!.id, [], ''), 401);
    await expectError(await t.request(`/api/journeys/${journeyId}/joint-requests`), 401);
    await expectError(await approve(journeyId), 401);
    await expectError(await decline(journeyId), 401);
  });

  it('adds a partner by email (an invitation, mailed through the queue) and a child as a dependant', async () => {
    const res = await add({ relation: 'partner', name: 'Sam Lee', email: partner.email });
    expect(res.status).toBe(201);
    partnerMember = (await res.json()) as HouseholdMember;
    expect(partnerMember).toMatchObject({
      relation: 'partner',
      name: 'Sam Lee',
      status: 'invited',
    });
    const child = await add({ relation: 'child', name: 'Kim Nguyen' });
    expect(child.status).toBe(201);
    expect(await child.json()).toMatchObject({ relation: 'child', status: 'dependant' });

    const [row] = await t.database.db
      .select()
      .from(journeyHousehold)
      .where(eq(journeyHousehold.id, partnerMember.id));
    expect(row!.name_ciphertext).not.toContain('Sam');
    const mail = await eventually(
      async () =>
        smtp.received.find((m) => m.to.includes(partner.email) && m.raw.includes('household')),
      'the invitation',
    );
    const text = mimePart(mail.raw, 'text/plain');
    expect(text).toContain('Alex Nguyen');
    const link = linkIn(text.replace(/=\r?\n/g, ''));
    expect(link).toMatch(/\/invitations\/[\w-]{40,}$/);
    partnerToken = link.split('/').at(-1)!;
    const [invitation] = await t.database.db
      .select()
      .from(journeyInvitations)
      .where(eq(journeyInvitations.token_hash, hashInvitationToken(link.split('/').at(-1)!)));
    expect(invitation).toMatchObject({ role: 'household', email: partner.email });
  });

  it('refuses a child with an email, an empty name and a journey that is not Moving Home', async () => {
    await expectError(
      await add({ relation: 'child', name: 'Kim', email: 'kim@example.com' }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(await add({ relation: 'partner', name: ' ' }), 400);
    const death = await t.request('/api/journeys', {
      method: 'POST',
      cookie: owner.cookie,
      json: { type: 'losing_loved_one', name: 'For Dad' },
    });
    const deathId = ((await death.json()) as { id: string }).id;
    await expectError(
      await t.request(`/api/journeys/${deathId}/household`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { relation: 'child', name: 'Kim' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('lets members view the household; only the owner changes it; others see nothing', async () => {
    for (const cookie of [owner.cookie, editor.cookie, viewer.cookie]) {
      const res = await household(cookie);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Household;
      expect(body.members.map((m) => m.name)).toEqual(['Sam Lee', 'Kim Nguyen']);
    }
    await expectError(await household(other.cookie), 404, 'NOT_FOUND');
    await expectError(await household(admin.cookie), 404, 'NOT_FOUND');
    await expectError(await add({ relation: 'child', name: 'Jo' }, editor.cookie), 403);
    await expectError(await add({ relation: 'child', name: 'Jo' }, viewer.cookie), 403);
    await expectError(await add({ relation: 'child', name: 'Jo' }, other.cookie), 404);
    await expectError(await setJoint(footprints[0]!.id, [], editor.cookie), 403);
    await expectError(await setJoint(footprints[0]!.id, [], other.cookie), 404);
    await expectError(await setJoint(footprints[0]!.id, [], admin.cookie), 404);
    for (const cookie of [editor.cookie, viewer.cookie]) {
      await expectError(
        await t.request(`/api/journeys/${journeyId}/household/${partnerMember.id}`, {
          method: 'DELETE',
          cookie,
        }),
        403,
      );
    }
    await expectError(
      await t.request(`/api/journeys/${journeyId}/household/${partnerMember.id}`, {
        method: 'DELETE',
        cookie: other.cookie,
      }),
      404,
    );
  });

  it('accepting links the partner and starts their own Moving Home journey for the same move', async () => {
    const [invitation] = await t.database.db
      .select()
      .from(journeyInvitations)
      .where(eq(journeyInvitations.journey_id, journeyId));
    // Through the invitation link's route: it answers the partner's own journey, the one they open.
    const res = await t.request(`/api/invitations/${partnerToken}/accept`, {
      method: 'POST',
      cookie: partner.cookie,
    });
    expect(res.status).toBe(200);
    const accepted = (await res.json()) as { journey_id: string; role: string };
    expect(accepted.role).toBe('household');
    expect(accepted.journey_id).not.toBe(journeyId);
    partnerJourneyId = accepted.journey_id;
    const [own] = await t.database.db
      .select()
      .from(journeys)
      .where(eq(journeys.id, partnerJourneyId));
    expect(own).toMatchObject({
      user_id: partner.id,
      type: 'moving_house',
      household_of: journeyId,
      target_address: NEW_ADDRESS,
    });
    const body = (await (await household(owner.cookie)).json()) as Household;
    expect(body.members.find((m) => m.id === partnerMember.id)!.status).toBe('joined');
    // Both exports hold the household row, its name opened.
    for (const who of [owner, partner]) {
      const data = (await (
        await t.request('/api/account/export', { cookie: who.cookie })
      ).json()) as { journey_household: Record<string, unknown>[] };
      const row = data.journey_household.find((r) => r.id === partnerMember.id);
      expect(row).toMatchObject({ name: 'Sam Lee', user_id: partner.id });
      expect(row).not.toHaveProperty('name_ciphertext');
    }
    // The invitation works once.
    await expect(
      t.database.db.transaction((tx) => acceptHouseholdInvitation(tx, invitation!, other.id)),
    ).rejects.toThrow(/no longer valid/);
  });

  it('marks companies joint with adults only, on companies of the journey', async () => {
    const [child] = (
      await ((await household(owner.cookie)).json() as Promise<Household>)
    ).members.filter((m) => m.relation === 'child');
    await expectError(await setJoint(footprints[0]!.id, [child!.id]), 400, 'VALIDATION_FAILED');
    const [unlinked] = await createFootprints(t.database.db, owner.id, 1, { custom: true });
    await expectError(await setJoint(unlinked!.id, [partnerMember.id]), 404);
    await expectError(await setJoint(footprints[0]!.id, [crypto.randomUUID()]), 404);
    for (const f of [footprints[0]!, footprints[1]!, footprints[3]!]) {
      const res = await setJoint(f.id, [partnerMember.id]);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ footprint_id: f.id, household_ids: [partnerMember.id] });
    }
    const body = (await (await household(owner.cookie)).json()) as Household;
    expect(body.joint_accounts).toHaveLength(3);
  });

  it('a joint request waits in pending_consent until the partner approves, then one request naming both goes', async () => {
    const [emailed, , alone, api] = await approveAddress(t, owner.cookie, journeyId, [
      footprints[0]!.id,
      footprints[1]!.id,
      footprints[2]!.id,
      footprints[3]!.id,
    ]).then((items) =>
      [footprints[0]!, footprints[1]!, footprints[2]!, footprints[3]!].map((f) =>
        items.find((i) => i.footprint_id === f.id)!,
      ),
    );
    expect(emailed!.status).toBe('pending_consent');
    expect(api!.status).toBe('pending_consent');
    expect(alone!.status).not.toBe('pending_consent');
    await waitForStatus(t, alone!.id, 'sent');
    expect(await status(emailed!.id)).toBe('pending_consent');
    expect(smtp.received.some((m) => m.to.includes(emailedBrand.contact_email!))).toBe(false);

    const waiting = (await (await household(owner.cookie)).json()) as Household;
    expect(waiting.waiting.map((w) => w.waiting_for)).toEqual([
      ['Sam Lee'],
      ['Sam Lee'],
      ['Sam Lee'],
    ]);

    const list = await t.request(`/api/journeys/${partnerJourneyId}/joint-requests`, {
      cookie: partner.cookie,
    });
    expect(list.status).toBe(200);
    const items = ((await list.json()) as { items: JointRequest[] }).items;
    expect(items).toHaveLength(3);
    expect(items[0]!.owner_name).toBe('Alex Nguyen');
    // The owner's own journey lists nothing to approve; nobody else sees the partner's list.
    expect(
      (
        (await (
          await t.request(`/api/journeys/${journeyId}/joint-requests`, { cookie: owner.cookie })
        ).json()) as { items: unknown[] }
      ).items,
    ).toEqual([]);
    await expectError(
      await t.request(`/api/journeys/${partnerJourneyId}/joint-requests`, { cookie: other.cookie }),
      404,
    );

    // Only the joint holder approves: the owner, another user and an admin get 404.
    for (const cookie of [owner.cookie, other.cookie, admin.cookie, editor.cookie]) {
      await expectError(await approve(emailed!.id, cookie), 404, 'NOT_FOUND');
      await expectError(await decline(emailed!.id, cookie), 404, 'NOT_FOUND');
    }
    await expectError(await approve(alone!.id, partner.cookie), 404);

    for (const r of [emailed!, api!]) {
      const res = await approve(r.id, partner.cookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ released: true });
    }
    await expectError(await approve(emailed!.id, partner.cookie), 409, 'CONFLICT');
    await waitForStatus(t, emailed!.id, 'sent');
    await waitForStatus(t, api!.id, 'sent');

    const toCompany = smtp.received.filter((m) => m.to.includes(emailedBrand.contact_email!));
    expect(toCompany).toHaveLength(1);
    const text = mimePart(toCompany[0]!.raw, 'text/plain').replace(/=\r?\n/g, '');
    expect(text).toContain('for Alex Nguyen and Sam Lee, who hold this account jointly');
    expect(text).toContain('Sam Lee gave the same consent too.');

    const v1 = await businessApi(t, apiKey)('GET', `/requests/${api!.id}`);
    expect(v1.status).toBe(200);
    expect(await v1.json()).toMatchObject({ joint_holders: [{ name: 'Sam Lee' }] });

    // The proof names the other holder and when they approved.
    const proof = (await (
      await t.request(`/api/journeys/${journeyId}/proof`, { cookie: owner.cookie })
    ).json()) as { companies: { reference: string; joint_holders?: unknown }[] };
    expect(proof.companies.find((c) => c.reference === emailed!.reference)).toMatchObject({
      joint_holders: [{ name: 'Sam Lee', approved_at: expect.any(String) }],
    });
    expect(proof.companies.find((c) => c.reference === alone!.reference)!.joint_holders).toBe(
      undefined,
    );

    // The partner's own consent is on record, under their account.
    const consents = await t.database.db
      .select()
      .from(updateConsents)
      .where(eq(updateConsents.user_id, partner.id));
    expect(consents).toHaveLength(2);
  }, 60_000);

  it('the partner may decline: the request is cancelled with the reason and nothing goes', async () => {
    // The second joint company, approved by the owner earlier, still waits for the partner.
    const [again] = await t.database.db
      .select()
      .from(updateRequests)
      .where(
        and(
          eq(updateRequests.journey_id, journeyId),
          eq(updateRequests.footprint_id, footprints[1]!.id),
        ),
      );
    expect(again!.status).toBe('pending_consent');
    // While it waits, the partner cannot be removed from the household.
    await expectError(
      await t.request(`/api/journeys/${journeyId}/household/${partnerMember.id}`, {
        method: 'DELETE',
        cookie: owner.cookie,
      }),
      409,
      'CONFLICT',
    );
    const res = await decline(again!.id, partner.cookie);
    expect(res.status).toBe(204);
    expect(await status(again!.id)).toBe('cancelled');
    const [event] = await t.database.db
      .select()
      .from(updateRequestEvents)
      .where(
        and(
          eq(updateRequestEvents.request_id, again!.id),
          eq(updateRequestEvents.type, 'cancelled'),
        ),
      );
    expect(event!.evidence).toMatchObject({
      reason: 'joint_holder_declined',
      note: 'We closed this account last year.',
    });
    await expectError(await decline(again!.id, partner.cookie), 409);
  });

  it('the owner removes a member; their joint marks go with them', async () => {
    const res = await t.request(`/api/journeys/${journeyId}/household/${partnerMember.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(res.status).toBe(204);
    const body = (await (await household(owner.cookie)).json()) as Household;
    expect(body.members.map((m) => m.name)).toEqual(['Kim Nguyen']);
    expect(body.joint_accounts).toEqual([]);
    // The partner's own journey stays theirs.
    const [own] = await t.database.db
      .select()
      .from(journeys)
      .where(eq(journeys.id, partnerJourneyId));
    expect(own!.user_id).toBe(partner.id);
  });
});
