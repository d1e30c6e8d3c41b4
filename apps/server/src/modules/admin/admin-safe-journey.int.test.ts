import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApproval, ApprovalRequested } from '@updately/shared/admin-approvals-api';
import type { AdminAuditLogList } from '@updately/shared/admin-audit-logs-api';
import {
  SAFE_JOURNEY_REVEAL_AUDIT,
  SAFE_JOURNEY_REVEAL_NEEDS_APPROVAL,
  type AdminJourneyDetail,
  type AdminJourneyList,
  type AdminJourneyReveal,
} from '@updately/shared/admin-journeys-api';
import type { AdminUserDetail } from '@updately/shared/admin-users-api';
import { SAFE_JOURNEY_NAME } from '@updately/shared/safe-mode';
import { auditLogs, journeys } from '../../db/schema';
import { createJourney } from '../../seed/factories/journey-factories';
import {
  appWithTwoAdmins,
  approvalsApi,
  type Admin,
  type ApiError,
} from '../../test/admin-test-kit';
import type { TestApp } from '../../test/test-app';

const ADDRESS = '7 Quiet Lane, Carlton VIC 3053';

/** Issue 27: admins never see a safe-mode journey's personal values without a second admin. */
describe('a safe-mode journey in the admin area', () => {
  let t: TestApp;
  let a: Admin;
  let b: Admin;
  beforeAll(async () => {
    ({ t, a, b } = await appWithTwoAdmins());
  }, 90_000);
  afterAll(() => t.close());

  async function safeJourney() {
    const person = await t.signUp();
    const journey = await createJourney(t.database.db, person.id, {
      type: 'moving_house',
      name: 'Away from Preston',
      target_address: ADDRESS,
      target_email: 'new-me@example.org',
      moving_date: '2027-03-03',
    });
    await t.database.db
      .update(journeys)
      .set({ safe_mode_at: new Date(), safe_contact_email: 'safe@example.org' })
      .where(eq(journeys.id, journey.id));
    return { person, journey };
  }
  const get = async <T>(path: string, cookie: string) => {
    const res = await t.request(path, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  it('hides its values in the list, the detail, the user view and the audit log', async () => {
    const { person, journey } = await safeJourney();
    const ordinary = await createJourney(t.database.db, person.id, { name: 'Open journey' });
    await t.database.db.insert(auditLogs).values({
      user_id: person.id,
      action: 'journey.update',
      resource_type: 'JOURNEY',
      resource_id: journey.id,
      new_values: { target_address: ADDRESS },
    });

    const list = await get<AdminJourneyList>('/api/admin/journeys?limit=100', a.cookie);
    const row = list.items.find((j) => j.id === journey.id)!;
    expect(row).toMatchObject({ name: SAFE_JOURNEY_NAME, hidden: 'safe_mode' });
    expect(list.items.find((j) => j.id === ordinary.id)).toMatchObject({
      name: 'O••••',
      hidden: null,
    });

    const detail = await get<AdminJourneyDetail>(`/api/admin/journeys/${journey.id}`, a.cookie);
    expect(detail).toMatchObject({
      name: SAFE_JOURNEY_NAME,
      target_address: null,
      target_email: null,
      target_phone: null,
      moving_date: null,
      hidden: 'safe_mode',
    });

    const user = await get<AdminUserDetail>(`/api/admin/users/${person.id}`, a.cookie);
    expect(user.journeys.find((j) => j.id === journey.id)?.name).toBe(SAFE_JOURNEY_NAME);
    expect(user.journeys.find((j) => j.id === ordinary.id)?.name).toBe('Open journey');

    const audit = await get<AdminAuditLogList>(
      `/api/admin/audit-logs?resource_id=${journey.id}`,
      a.cookie,
    );
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]!.new_values).toEqual({ hidden: 'safe_mode' });
    for (const body of [list, detail, user, audit]) {
      expect(JSON.stringify(body)).not.toContain(ADDRESS);
      expect(JSON.stringify(body)).not.toContain('Away from Preston');
    }
  });

  it('reveals only after a second admin approves, to the admin who asked, once, audited', async () => {
    const { person, journey } = await safeJourney();
    const reveal = (cookie?: string) =>
      t.request(`/api/admin/journeys/${journey.id}/reveal`, { method: 'POST', cookie });
    const ask = (cookie?: string) =>
      t.request(`/api/admin/journeys/${journey.id}/safe-reveal-requests`, {
        method: 'POST',
        cookie,
        json: { reason: 'A complaint about a company' },
      });

    // Without a grant: 403, with the shared words.
    const refused = await reveal(a.cookie);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiError).error.message).toBe(
      SAFE_JOURNEY_REVEAL_NEEDS_APPROVAL,
    );
    expect((await ask()).status).toBe(401);
    expect((await ask(person.cookie)).status).toBe(403);
    const asked = await ask(a.cookie);
    expect(asked.status).toBe(202);
    const { approval } = (await asked.json()) as ApprovalRequested;
    expect(approval).toMatchObject({ action: 'safe_journey_reveal', status: 'pending' });
    expect(approval.target.id).toBe(person.id);
    expect(approval.journeyId).toBe(journey.id);
    expect((await ask(a.cookie)).status).toBe(409);
    expect((await reveal(a.cookie)).status).toBe(403);

    // The same admin cannot approve their own request.
    expect((await approvalsApi(t, a.cookie)('POST', `/${approval.id}/approve`)).status).toBe(403);
    const approved = await approvalsApi(t, b.cookie)('POST', `/${approval.id}/approve`);
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { approval: AdminApproval }).approval.status).toBe(
      'approved',
    );
    const listed = await approvalsApi(t, a.cookie)('GET', '');
    const mine = ((await listed.json()) as { approvals: AdminApproval[] }).approvals.find(
      (x) => x.id === approval.id,
    );
    expect(mine).toMatchObject({ journeyId: journey.id, mayRevealLink: true });
    // The approver has no grant; the link route is not for this.
    expect((await reveal(b.cookie)).status).toBe(403);
    expect((await approvalsApi(t, a.cookie)('POST', `/${approval.id}/link`)).status).not.toBe(200);

    const shown = await reveal(a.cookie);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const body = (await shown.json()) as AdminJourneyReveal;
    expect(body.values).toMatchObject({ target_address: ADDRESS, name: 'Away from Preston' });
    // Once.
    expect((await reveal(a.cookie)).status).toBe(403);

    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource_type, 'USER'), eq(auditLogs.resource_id, person.id)));
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(Object.values(SAFE_JOURNEY_REVEAL_AUDIT)));
    const revealed = entries.find((e) => e.action === SAFE_JOURNEY_REVEAL_AUDIT.revealed)!;
    expect(revealed.user_id).toBe(a.id);
    expect(JSON.stringify(entries)).not.toContain(ADDRESS);
  });

  it('refuses to file a request for an ordinary journey (409) or one that does not exist (404)', async () => {
    const person = await t.signUp();
    const ordinary = await createJourney(t.database.db, person.id);
    const ask = (id: string) =>
      t.request(`/api/admin/journeys/${id}/safe-reveal-requests`, {
        method: 'POST',
        cookie: a.cookie,
      });
    expect((await ask(ordinary.id)).status).toBe(409);
    expect((await ask('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await ask('not-a-uuid')).status).toBe(400);
  });
});
