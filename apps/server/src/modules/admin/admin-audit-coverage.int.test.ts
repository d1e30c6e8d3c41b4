import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, brandContactSuggestions, feedback, journeys } from '../../db/schema';
import { startTestReceiver } from '../../platform/outbound-http/test-receiver';
import { createBrand } from '../../seed/factories/brand-factories';
import { createJourney } from '../../seed/factories/journey-factories';
import { createDocument } from '../../seed/factories/document-factories';
import { storageFor } from '../../platform/storage/storage-for';
import { imageBytes } from '../../test/account-test-kit';
import { signUpAdmin, signUpWithTotp } from '../../test/admin-test-kit';
import { claimBrand, createOrganization } from '../../test/business-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

type Call = { method: string; path: string; json?: unknown };
type User = Awaited<ReturnType<TestApp['signUp']>>;

/**
 * Issue 14: every admin action writes an audit entry with the admin as its actor. Each
 * state-changing admin route (every POST, PUT, PATCH and DELETE under /api/admin, and the PII
 * fields admins set) has a scenario here that performs it for real; a route added without one
 * fails the first test. The pages' own tests check each entry's old and new values.
 */
describe('every admin action is audited', () => {
  let t: TestApp;
  let admin: User;
  let stop: () => Promise<void>;
  const SCENARIOS: Record<string, () => Promise<Call>> = {};

  beforeAll(async () => {
    t = await createTestApp({ config: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    const db = t.database.db;
    admin = await signUpAdmin(t);
    const person = await t.signUp({ name: 'Pat Person' });
    const doomed = await t.signUp({ name: 'Dee Doomed' });
    const mfaUser = await signUpWithTotp(t, { name: 'Mo Factor' });
    const owner = await t.signUp({ name: 'Olivia Owner' });
    const org = await createOrganization(t, owner.cookie, 'Audit Energy');
    const { brand: claimed } = await claimBrand(t, owner.cookie, org, { name: 'Audit Energy Co' });
    const { claim: toRevoke } = await claimBrand(t, owner.cookie, org, {
      name: 'Audit Revoked Co',
    });
    const receiver = await startTestReceiver((_, res) => res.writeHead(204).end());
    stop = () => receiver.close();
    const endpoint = (await (
      await t.request(`/api/business/organizations/${org}/webhooks`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { url: `${receiver.url}/hooks` },
      })
    ).json()) as { id: string };
    const pendingBrand = await createBrand(db, { name: 'Audit Pending Co' });
    const pending = (await (
      await t.request(`/api/business/organizations/${org}/claims`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { brand_id: pendingBrand.id },
      })
    ).json()) as { id: string };
    const rejectedBrand = await createBrand(db, { name: 'Audit Rejected Co' });
    const toReject = (await (
      await t.request(`/api/business/organizations/${org}/claims`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { brand_id: rejectedBrand.id },
      })
    ).json()) as { id: string };
    const journey = await createJourney(db, person.id, { type: 'moving_house' });
    await t.request('/api/feedback', {
      method: 'POST',
      cookie: person.cookie,
      json: { feedbackType: 'bug', content: 'The button is hiding', pageLocation: '/help' },
    });
    const [item] = await db.select({ id: feedback.id }).from(feedback).limit(1);
    await t.request('/api/client-errors', {
      method: 'POST',
      json: { name: 'TypeError', message: 'Audit coverage', kind: 'error', path: '/dashboard' },
    });
    const users = '/api/admin/users';
    const admin_ = (path: string) => t.request(path, { cookie: admin.cookie });
    const factors = async (userId: string) =>
      (await (await admin_(`/api/admin/users/${userId}/factors`)).json()) as {
        factors: { id: string }[];
      };
    const group = async () =>
      (
        (await (await admin_('/api/admin/error-groups')).json()) as {
          items: { fingerprint: string }[];
        }
      ).items[0]!.fingerprint;
    const brand = (name: string) => createBrand(db, { name });
    // A person's suggestion of a phone number for a new brand (issue 26).
    const suggestion = async (name: string) => {
      const suggested = await brand(name);
      const [row] = await db
        .insert(brandContactSuggestions)
        .values({
          brand_id: suggested.id,
          company_name: name,
          user_id: person.id,
          channel: 'phone',
          value: { phone: '+611300123456', hours: null },
          source_url: 'https://audit.example/contact',
        })
        .returning();
      return row!.id;
    };
    // The two-admin rule: a second admin, and an admin the requests are about.
    const second = await signUpAdmin(t);
    const adminTarget = await signUpWithTotp(t, { admin: true, name: 'Ada Target' });
    const ask = async (cookie: string, path: string, json?: unknown) => {
      const res = await t.request(`${users}/${adminTarget.id}${path}`, {
        method: path === '' ? 'PUT' : path === '/factors' ? 'DELETE' : 'POST',
        json,
        cookie,
      });
      expect(res.status).toBe(202);
      return ((await res.json()) as { approval: { id: string } }).approval.id;
    };
    const approvals = '/api/admin/approvals';
    // A document of a journey of `who` (one request per person waits at a time: two people).
    const document = async (who: { id: string }) => {
      const of = await createJourney(db, who.id, { type: 'losing_loved_one' });
      const doc = await createDocument(db, storageFor(t.deps.config), t.deps.updates.cipher, {
        journeyId: of.id,
        ownerId: who.id,
        bytes: imageBytes.png(),
        contentType: 'image/png',
      });
      return `/api/admin/journeys/${of.id}/documents/${doc.id}/open`;
    };

    Object.assign(SCENARIOS, {
      [`POST ${users}`]: async () => ({
        method: 'POST',
        path: users,
        json: { email: 'made-by-admin@example.com', name: 'Made By Admin' },
      }),
      [`POST ${users}/invite`]: async () => ({
        method: 'POST',
        path: `${users}/invite`,
        json: { email: 'invited-by-admin@example.com', name: 'Invited Person' },
      }),
      [`PUT ${users}/:id`]: async () => ({
        method: 'PUT',
        path: `${users}/${person.id}`,
        json: { name: 'Pat Renamed' },
      }),
      [`POST ${users}/:id/ban`]: async () => ({
        method: 'POST',
        path: `${users}/${person.id}/ban`,
        json: { reason: 'spam' },
      }),
      [`POST ${users}/:id/unban`]: async () => ({
        method: 'POST',
        path: `${users}/${person.id}/unban`,
        json: {},
      }),
      [`POST ${users}/:id/links`]: async () => ({
        method: 'POST',
        path: `${users}/${person.id}/links`,
        json: { type: 'recovery' },
      }),
      [`DELETE ${users}/:id/sessions`]: async () => ({
        method: 'DELETE',
        path: `${users}/${person.id}/sessions`,
      }),
      [`DELETE ${users}/:id/factors/:factorId`]: async () => ({
        method: 'DELETE',
        path: `${users}/${mfaUser.id}/factors/${(await factors(mfaUser.id)).factors[0]!.id}`,
      }),
      [`DELETE ${users}/:id/factors`]: async () => {
        const other = await signUpWithTotp(t, { name: 'Max Factor' });
        return { method: 'DELETE', path: `${users}/${other.id}/factors` };
      },
      [`DELETE ${users}/:id`]: async () => ({ method: 'DELETE', path: `${users}/${doomed.id}` }),
      [`POST ${approvals}/:id/approve`]: async () => ({
        method: 'POST',
        path: `${approvals}/${await ask(second.cookie, '/factors')}/approve`,
      }),
      [`POST ${approvals}/:id/reject`]: async () => ({
        method: 'POST',
        path: `${approvals}/${await ask(second.cookie, '', { isAdmin: false })}/reject`,
        json: { note: 'Not without asking them' },
      }),
      [`POST ${approvals}/:id/cancel`]: async () => ({
        method: 'POST',
        path: `${approvals}/${await ask(admin.cookie, '/links', { type: 'sign-in' })}/cancel`,
      }),
      [`POST ${approvals}/:id/link`]: async () => {
        const id = await ask(admin.cookie, '/links', { type: 'recovery' });
        const approved = await t.request(`${approvals}/${id}/approve`, {
          method: 'POST',
          cookie: second.cookie,
        });
        expect(approved.status).toBe(200);
        return { method: 'POST', path: `${approvals}/${id}/link` };
      },
      'POST /api/admin/journeys/:id/documents/:documentId/open': async () => ({
        method: 'POST',
        path: await document(person),
      }),
      [`POST ${approvals}/:id/document`]: async () => {
        const asked = await t.request(await document(owner), {
          method: 'POST',
          cookie: admin.cookie,
        });
        expect(asked.status).toBe(202);
        const { id } = ((await asked.json()) as { approval: { id: string } }).approval;
        const approved = await t.request(`${approvals}/${id}/approve`, {
          method: 'POST',
          cookie: second.cookie,
        });
        expect(approved.status).toBe(200);
        return { method: 'POST', path: `${approvals}/${id}/document` };
      },
      'POST /api/admin/journeys/:id/safe-reveal-requests': async () => {
        const someone = await t.signUp();
        const safe = await createJourney(db, someone.id);
        await db
          .update(journeys)
          .set({ safe_mode_at: new Date(), safe_contact_email: 'safe@example.org' })
          .where(eq(journeys.id, safe.id));
        return { method: 'POST', path: `/api/admin/journeys/${safe.id}/safe-reveal-requests` };
      },
      'POST /api/admin/journeys/:id/reveal': async () => ({
        method: 'POST',
        path: `/api/admin/journeys/${journey.id}/reveal`,
      }),
      'PATCH /api/admin/feedback/:id': async () => ({
        method: 'PATCH',
        path: `/api/admin/feedback/${item!.id}`,
        json: { status: 'resolved' },
      }),
      'PUT /api/journey-pii-fields/:journeyType': async () => ({
        method: 'PUT',
        path: '/api/journey-pii-fields/moving_house',
        json: { fields: ['address'] },
      }),
      'POST /api/admin/brand-claims/:id/approve': async () => ({
        method: 'POST',
        path: `/api/admin/brand-claims/${pending.id}/approve`,
      }),
      'POST /api/admin/brand-claims/:id/reject': async () => ({
        method: 'POST',
        path: `/api/admin/brand-claims/${toReject.id}/reject`,
      }),
      'POST /api/admin/brand-claims/:id/revoke': async () => ({
        method: 'POST',
        path: `/api/admin/brand-claims/${toRevoke.id}/revoke`,
        json: { reason: 'Audit coverage' },
      }),
      'POST /api/admin/brand-suggestions/:id/approve': async () => ({
        method: 'POST',
        path: `/api/admin/brand-suggestions/${await suggestion('Audit Suggested Co')}/approve`,
      }),
      'POST /api/admin/brand-suggestions/:id/reject': async () => ({
        method: 'POST',
        path: `/api/admin/brand-suggestions/${await suggestion('Audit Refused Co')}/reject`,
      }),
      'POST /api/admin/brands': async () => ({
        method: 'POST',
        path: '/api/admin/brands',
        json: { name: 'Audit Made Brand', category: 'energy' },
      }),
      'PUT /api/admin/brands/:id': async () => ({
        method: 'PUT',
        path: `/api/admin/brands/${(await brand('Audit Edit Me')).id}`,
        json: { name: 'Audit Edited', category: 'energy' },
      }),
      'DELETE /api/admin/brands/:id': async () => ({
        method: 'DELETE',
        path: `/api/admin/brands/${(await brand('Audit Delete Me')).id}`,
      }),
      'POST /api/admin/brands/:id/merge': async () => ({
        method: 'POST',
        path: `/api/admin/brands/${(await brand('Audit Merge From')).id}/merge`,
        json: { target_id: (await brand('Audit Merge Into')).id },
      }),
      'POST /api/admin/brands/import': async () => ({
        method: 'POST',
        path: '/api/admin/brands/import',
        json: { format: 'json', content: '[{"name":"Audit Imported","category":"energy"}]' },
      }),
      'PUT /api/admin/brands/:id/documents': async () => ({
        method: 'PUT',
        path: `/api/admin/brands/${(await brand('Audit Documents')).id}/documents`,
        json: { rules: [{ kind: 'notification_of_death', document_types: ['death_certificate'] }] },
      }),
      'PUT /api/admin/document-defaults/:category': async () => ({
        method: 'PUT',
        path: '/api/admin/document-defaults/travel',
        json: { rules: [{ kind: 'notification_of_death', document_types: ['death_certificate'] }] },
      }),
      'PUT /api/admin/integrations/:brandId/channel': async () => ({
        method: 'PUT',
        path: `/api/admin/integrations/${(await brand('Audit Channel')).id}/channel`,
        json: { channel: 'manual' },
      }),
      'PUT /api/admin/integrations/:brandId/mapping': async () => ({
        method: 'PUT',
        path: `/api/admin/integrations/${claimed.id}/mapping`,
        json: { fields: [{ field_type: 'address', external_name: 'postal_address' }] },
      }),
      'POST /api/admin/integrations/:brandId/test-delivery': async () => ({
        method: 'POST',
        path: `/api/admin/integrations/${claimed.id}/test-delivery`,
        json: { endpoint_id: endpoint.id },
      }),
      'POST /api/admin/error-groups/:fingerprint/resolve': async () => ({
        method: 'POST',
        path: `/api/admin/error-groups/${await group()}/resolve`,
      }),
      'POST /api/admin/error-groups/:fingerprint/reopen': async () => ({
        method: 'POST',
        path: `/api/admin/error-groups/${await group()}/reopen`,
      }),
      'PUT /api/admin/settings/follow-up': async () => ({
        method: 'PUT',
        path: '/api/admin/settings/follow-up',
        json: { reminderDays: [5, 10], needsYouDays: 20, expiryDays: 40 },
      }),
      'PUT /api/admin/settings/price': async () => ({
        method: 'PUT',
        path: '/api/admin/settings/price',
        json: { pricePerField: '0.75' },
      }),
      'PUT /api/admin/settings/display': async () => ({
        method: 'PUT',
        path: '/api/admin/settings/display',
        json: { appName: 'Updately', legalName: 'Updately Audit Pty Ltd', abn: '51 824 753 556' },
      }),
      'PUT /api/admin/settings/documents': async () => ({
        method: 'PUT',
        path: '/api/admin/settings/documents',
        json: { retentionDays: 45 },
      }),
    });
  }, 120_000);
  afterAll(async () => {
    await stop?.();
    await t?.close();
  });

  it('has a scenario for every state-changing admin route, and none for a route that is gone', () => {
    const actions = [
      ...new Set(
        t.app.routes
          .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
          .filter((r) => r.path.startsWith('/api/admin/') || r.path.startsWith('/api/journey-pii'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ].sort();
    expect(actions).toEqual(Object.keys(SCENARIOS).sort());
  });

  it('writes an audit entry with the admin as actor for each of them', async () => {
    const unaudited: string[] = [];
    for (const [route, scenario] of Object.entries(SCENARIOS)) {
      const { method, path, json } = await scenario();
      const entries = () => t.database.db.$count(auditLogs, eq(auditLogs.user_id, admin.id));
      const before = await entries();
      const res = await t.request(path, { method, json, cookie: admin.cookie });
      expect(res.status, `${route}: ${await res.clone().text()}`).toBeLessThan(300);
      if ((await entries()) === before) unaudited.push(route);
    }
    expect(unaudited).toEqual([]);
  }, 180_000);
});
