import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BrandDocumentRules,
  DocumentDefaults,
} from '@updately/shared/admin-document-rules-api';
import { auditLogs, brandDirectory } from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import { signUpAdmin } from '../../test/admin-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

const DEATH_CERT = [{ kind: 'notification_of_death', document_types: ['death_certificate'] }];

describe('admin: which documents companies require', () => {
  let t: TestApp;
  let admin: User;
  let user: User;
  let brandId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    user = await t.signUp();
    brandId = (await createBrand(t.database.db, { name: 'Rules Bank', category: 'banking' })).id;
  }, 60_000);
  afterAll(() => t.close());

  const brandPath = () => `/api/admin/brands/${brandId}/documents`;
  const put = (path: string, json: unknown) =>
    t.request(path, { method: 'PUT', json, cookie: admin.cookie });
  const putAs = (cookie: string | undefined, path: string, json: unknown) =>
    t.request(path, { method: 'PUT', json, cookie });

  it('answers 401 to anonymous callers and 403 to users, for every route', async () => {
    for (const cookie of [undefined, user.cookie]) {
      const want = cookie ? 403 : 401;
      expect((await t.request(brandPath(), { cookie })).status).toBe(want);
      expect((await putAs(cookie, brandPath(), { rules: DEATH_CERT })).status).toBe(want);
      expect((await t.request('/api/admin/document-defaults', { cookie })).status).toBe(want);
      expect(
        (await putAs(cookie, '/api/admin/document-defaults/banking', { rules: DEATH_CERT })).status,
      ).toBe(want);
    }
    expect(await t.database.db.$count(auditLogs, eq(auditLogs.resource_id, brandId))).toBe(0);
  });

  it('lists the seeded category defaults', async () => {
    const res = await t.request('/api/admin/document-defaults', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as DocumentDefaults;
    const banking = body.categories.find((c) => c.category === 'banking')!;
    expect(banking.label).toBe('Banking & payments');
    expect(banking.rules).toContainEqual({
      kind: 'notification_of_death',
      document_types: ['death_certificate', 'authority'],
    });
    expect(body.categories.find((c) => c.category === 'retail')!.rules).toEqual([]);
  });

  it('shows a brand without rules of its own beside its category’s', async () => {
    const body = (await (
      await t.request(brandPath(), { cookie: admin.cookie })
    ).json()) as BrandDocumentRules;
    expect(body).toMatchObject({ brand_id: brandId, category: 'banking', rules: [] });
    expect(body.category_rules.length).toBeGreaterThan(0);
  });

  it('saves a brand’s own rules, replacing the old ones, with an audit entry', async () => {
    let res = await put(brandPath(), {
      rules: [
        {
          kind: 'notification_of_death',
          document_types: ['death_certificate', 'death_certificate'],
        },
        { kind: 'change_of_name', document_types: ['name_change_evidence'] },
      ],
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as BrandDocumentRules).rules).toEqual([
      { kind: 'change_of_name', document_types: ['name_change_evidence'] },
      { kind: 'notification_of_death', document_types: ['death_certificate'] },
    ]);
    res = await put(brandPath(), {
      rules: [{ kind: 'notification_of_death', document_types: [] }],
    });
    expect(((await res.json()) as BrandDocumentRules).rules).toEqual([
      { kind: 'notification_of_death', document_types: [] },
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.resource_id, brandId),
          eq(auditLogs.action, 'admin.brand.documents_updated'),
        ),
      )
      .orderBy(auditLogs.created_at)
      .offset(1);
    expect(entry).toMatchObject({
      user_id: admin.id,
      resource_type: 'BRAND',
      old_values: {
        rules: [
          { kind: 'change_of_name', document_types: ['name_change_evidence'] },
          { kind: 'notification_of_death', document_types: ['death_certificate'] },
        ],
      },
      new_values: { rules: [{ kind: 'notification_of_death', document_types: [] }] },
    });
  });

  it('changes a category default, audited as a setting', async () => {
    const res = await put('/api/admin/document-defaults/retail', { rules: DEATH_CERT });
    expect(res.status).toBe(200);
    const body = (await res.json()) as DocumentDefaults;
    expect(body.categories.find((c) => c.category === 'retail')!.rules).toEqual(DEATH_CERT);
    expect(
      await t.database.db.$count(
        auditLogs,
        and(eq(auditLogs.resource_id, 'document_defaults:retail'), eq(auditLogs.user_id, admin.id)),
      ),
    ).toBe(1);
  });

  it('refuses unknown types, kinds, categories and a kind listed twice, changing nothing', async () => {
    const before = await (await t.request(brandPath(), { cookie: admin.cookie })).json();
    const bad = [
      { rules: [{ kind: 'notification_of_death', document_types: ['passport'] }] },
      { rules: [{ kind: 'winning_lotto', document_types: [] }] },
      {
        rules: [
          { kind: 'change_of_name', document_types: [] },
          { kind: 'change_of_name', document_types: ['marriage_certificate'] },
        ],
      },
      { rules: 'all of them' },
      {},
    ];
    for (const json of bad) {
      const res = await put(brandPath(), json);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await put('/api/admin/document-defaults/casinos', { rules: DEATH_CERT })).status).toBe(
      400,
    );
    expect(await (await t.request(brandPath(), { cookie: admin.cookie })).json()).toEqual(before);
  });

  it('answers 404 for a brand that does not exist, and 400 for an id that is not a UUID', async () => {
    const missing = '/api/admin/brands/00000000-0000-4000-8000-000000000000/documents';
    expect((await t.request(missing, { cookie: admin.cookie })).status).toBe(404);
    expect((await put(missing, { rules: DEATH_CERT })).status).toBe(404);
    expect(
      (await t.request('/api/admin/brands/nope/documents', { cookie: admin.cookie })).status,
    ).toBe(400);
  });

  it('imports a brand’s rules with the directory file, and exports them', async () => {
    const content = JSON.stringify([
      {
        slug: 'rules-import-bank',
        name: 'Rules Import Bank',
        category: 'banking',
        required_documents: 'notification_of_death: death_certificate; change_of_name: none',
      },
    ]);
    const res = await t.request('/api/admin/brands/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { format: 'json', content },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await t.database.db
      .select({ id: brandDirectory.id })
      .from(brandDirectory)
      .where(eq(brandDirectory.slug, 'rules-import-bank'));
    const saved = (await (
      await t.request(`/api/admin/brands/${row!.id}/documents`, { cookie: admin.cookie })
    ).json()) as BrandDocumentRules;
    expect(saved.rules).toEqual([
      { kind: 'change_of_name', document_types: [] },
      { kind: 'notification_of_death', document_types: ['death_certificate'] },
    ]);

    // The same file again changes nothing; a file without the column leaves the rules.
    const again = await t.request('/api/admin/brands/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { format: 'json', content },
    });
    expect(((await again.json()) as { unchanged: number }).unchanged).toBe(1);
    await t.request('/api/admin/brands/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: {
        format: 'csv',
        content: 'slug,name,category\nrules-import-bank,Rules Import Bank,banking\n',
      },
    });
    const csv = await (
      await t.request('/api/admin/brands/export?format=csv&q=rules-import-bank', {
        cookie: admin.cookie,
      })
    ).text();
    expect(csv.split(/\r?\n/)[0]).toContain('required_documents');
    expect(csv).toContain('change_of_name: none; notification_of_death: death_certificate');
  });

  it('refuses a file whose required documents are unknown, importing nothing', async () => {
    const res = await t.request('/api/admin/brands/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: {
        format: 'json',
        content: JSON.stringify([
          { name: 'Rules Bad Bank', category: 'banking', required_documents: 'death: passport' },
        ]),
      },
    });
    expect(res.status).toBe(400);
    expect(
      await t.database.db.$count(brandDirectory, eq(brandDirectory.name, 'Rules Bad Bank')),
    ).toBe(0);
  });
});
