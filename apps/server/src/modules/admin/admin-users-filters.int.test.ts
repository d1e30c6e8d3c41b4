import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserList } from '@updately/shared/admin-users-api';
import { users } from '../../db/schema';
import { grantRole } from '../../platform/roles/roles';
import { uniqueEmail } from '../../test/auth-flows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminApi, signUpAdmin, type ApiError } from '../../test/admin-test-kit';

/**
 * GET /api/admin/users: search, the role / verified / banned / MFA filters and keyset pages. Each
 * test tags its users' names so that other tests' users never match.
 */
describe('admin user list: filters and cursor pages', () => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = adminApi(t, (await signUpAdmin(t)).cookie);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await api('GET', `?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AdminUserList;
  };
  /** Every page of a query, following nextCursor. */
  const allPages = async (query: string, limit: number) => {
    const pages: AdminUserList[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  };

  /** Users straight into the table, with chosen flags and creation times. */
  async function insertUsers(
    tag: string,
    rows: {
      name: string;
      createdAt?: Date;
      emailVerified?: boolean;
      banned?: boolean | null;
      twoFactorEnabled?: boolean | null;
    }[],
  ) {
    const made = await t.database.db
      .insert(users)
      .values(
        rows.map((row) => ({
          email: uniqueEmail(`${tag}-${row.name}`).toLowerCase(),
          name: `${row.name} ${tag}`,
          emailVerified: row.emailVerified ?? false,
          banned: row.banned,
          twoFactorEnabled: row.twoFactorEnabled,
          ...(row.createdAt ? { createdAt: row.createdAt } : {}),
        })),
      )
      .returning({ id: users.id, name: users.name });
    return made;
  }

  it('filters by role, confirmation, ban and MFA, alone and together', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const [admin] = await insertUsers(tag, [
      { name: 'Admin', emailVerified: true, twoFactorEnabled: true },
      { name: 'Verified', emailVerified: true },
      { name: 'Banned', banned: true },
      { name: 'Mfa', twoFactorEnabled: true },
      { name: 'Plain', banned: false, twoFactorEnabled: false },
      // better-auth may leave these flags null: null counts as "no".
      { name: 'Nulls', banned: null, twoFactorEnabled: null },
    ]);
    await grantRole(t.database.db, admin!.id, 'admin');
    const names = async (filters: string) =>
      (await list(`q=${tag}&${filters}`)).users.map((u) => u.name.split(' ')[0]).sort();

    expect(await names('')).toHaveLength(6);
    expect(await names('role=admin')).toEqual(['Admin']);
    expect(await names('role=user')).toEqual(['Banned', 'Mfa', 'Nulls', 'Plain', 'Verified']);
    expect(await names('verified=true')).toEqual(['Admin', 'Verified']);
    expect(await names('verified=false')).toEqual(['Banned', 'Mfa', 'Nulls', 'Plain']);
    expect(await names('banned=true')).toEqual(['Banned']);
    expect(await names('banned=false')).toEqual(['Admin', 'Mfa', 'Nulls', 'Plain', 'Verified']);
    expect(await names('mfa=true')).toEqual(['Admin', 'Mfa']);
    expect(await names('mfa=false')).toEqual(['Banned', 'Nulls', 'Plain', 'Verified']);
    expect(await names('role=user&mfa=true')).toEqual(['Mfa']);
    expect(await names('role=admin&banned=true')).toEqual([]);
    // The flags come back as they are.
    const [one] = (await list(`q=${tag}&role=admin`)).users;
    expect(one).toMatchObject({ id: admin!.id, isAdmin: true, emailVerified: true });
    expect(one).toMatchObject({ banned: false, twoFactorEnabled: true });
  });

  it('searches name or email, case-insensitively, treating % and _ literally', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const [underscore, letter] = await insertUsers(tag, [
      { name: 'Zebedee_Quartz' },
      { name: 'ZebedeeAQuartz' },
    ]);
    const [{ email }] = (await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, underscore!.id))) as [{ email: string }];
    const ids = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).users.map((u) => u.id).sort();
    expect(await ids(tag.toUpperCase())).toEqual([underscore!.id, letter!.id].sort());
    expect(await ids(email.toUpperCase())).toEqual([underscore!.id]);
    // '_' is a character here, not "any character"; '%' likewise.
    expect(await ids(`zebedee_quartz ${tag}`)).toEqual([underscore!.id]);
    expect(await ids(`zebedee%quartz ${tag}`)).toEqual([]);
    // With an @ it is an address, matched from its start: all of it or its beginning.
    const at = email.indexOf('@');
    expect(await ids(email.slice(0, at + 3).toUpperCase())).toEqual([underscore!.id]);
    expect(await ids(email.slice(1))).toEqual([]);
    // An @ first is a domain: any address that holds it.
    expect(await ids(email.slice(at))).toContain(underscore!.id);
    // Without one, any part of the address still matches (here its local part's end).
    expect(await ids(email.slice(1, at))).toEqual([underscore!.id]);
  });

  it('pages newest first without gaps or repeats, users created in the same millisecond included', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const base = Date.parse('2024-03-01T10:00:00.000Z');
    // Seven users: three share one millisecond (PostgreSQL keeps microseconds: they differ
    // there, or only by id), two more share another.
    const made = await insertUsers(tag, [
      { name: 'U1', createdAt: new Date(base) },
      { name: 'U2', createdAt: new Date(base + 1) },
      { name: 'U3', createdAt: new Date(base + 1) },
      { name: 'U4', createdAt: new Date(base + 1) },
      { name: 'U5', createdAt: new Date(base + 2) },
      { name: 'U6', createdAt: new Date(base + 3) },
      { name: 'U7', createdAt: new Date(base + 3) },
    ]);
    // Microseconds apart within those milliseconds.
    await t.database.db
      .update(users)
      .set({ createdAt: sql`${users.createdAt} + interval '250 microseconds'` })
      .where(eq(users.id, made[2]!.id));
    const ids = made.map((u) => u.id);

    const pages = await allPages(`q=${tag}`, 2);
    expect(pages.map((p) => p.users.length)).toEqual([2, 2, 2, 1]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const seen = pages.flatMap((p) => p.users);
    expect(new Set(seen.map((u) => u.id)).size).toBe(7);
    expect(seen.map((u) => u.id).sort()).toEqual([...ids].sort());
    // Newest first: the created times never go up.
    const times = seen.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(seen[0]!.name).toMatch(/^U[67] /);
    expect(seen.at(-1)!.name).toBe(`U1 ${tag}`);

    // A cursor keeps its filters' order: the same list one by one gives the same sequence.
    const oneByOne = (await allPages(`q=${tag}`, 1)).flatMap((p) => p.users.map((u) => u.id));
    expect(oneByOne).toEqual(seen.map((u) => u.id));
    // An exact fit ends with a null cursor on the last full page.
    const exact = await allPages(`q=${tag}`, 7);
    expect(exact).toHaveLength(1);
    expect(exact[0]!.nextCursor).toBeNull();
  });

  it('refuses a bad filter, a forged cursor and a page size above 100 with 400', async () => {
    for (const query of [
      'role=owner',
      'verified=yes',
      'banned=1',
      'mfa=maybe',
      'limit=101',
      'limit=0',
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('1.x').toString('base64url')}`,
    ]) {
      const res = await api('GET', `?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ApiError).error.code).toBe('VALIDATION_FAILED');
    }
  });
});
