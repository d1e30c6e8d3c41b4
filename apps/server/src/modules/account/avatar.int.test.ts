import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile, AvatarResult } from '@updately/shared/account-api';
import { auditLogs, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantRole } from '../../platform/roles/roles';
import {
  avatarForm,
  expectError,
  imageBytes,
  tempDataDir,
  type TestUser,
} from '../../test/account-test-kit';

describe('avatar API', () => {
  const dataDir = tempDataDir();
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { DATA_DIR: dataDir } });
    user = await t.signUp();
    other = await t.signUp();
    admin = await t.signUp();
    await grantRole(t.database.db, admin.id, 'admin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (form: FormData, cookie = user.cookie) =>
    t.request('/api/account/avatar', { method: 'POST', body: form, cookie });
  const files = (userId: string) => {
    const dir = path.join(dataDir, 'uploads', 'avatars', userId);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const avatarUrlOf = async (userId: string) => {
    const [row] = await t.database.db
      .select({ avatar_url: profiles.avatar_url })
      .from(profiles)
      .where(eq(profiles.user_id, userId));
    return row?.avatar_url ?? null;
  };
  const avatarAudits = (userId: string) =>
    t.database.db.$count(
      auditLogs,
      and(eq(auditLogs.user_id, userId), eq(auditLogs.action, 'user.avatar_update')),
    );

  it('answers 401 to anonymous callers', async () => {
    await expectError(
      await t.request('/api/account/avatar', {
        method: 'POST',
        body: avatarForm(imageBytes.png(), 'image/png'),
      }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(await t.request(`/api/account/avatar/${user.id}`), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request('/api/account/avatar', { method: 'DELETE' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('stores a PNG under a random name and points the profile at it', async () => {
    const res = await upload(avatarForm(imageBytes.png(), 'image/png'));
    expect(res.status).toBe(200);
    const { avatar_url } = (await res.json()) as AvatarResult;
    expect(avatar_url).toMatch(new RegExp(`^/api/account/avatar/${user.id}\\?v=[\\w-]{24}\\.png$`));
    expect(await avatarUrlOf(user.id)).toBe(avatar_url);
    expect(files(user.id)).toEqual([avatar_url!.split('v=')[1]]);
    const profile = (await (
      await t.request('/api/account/profile', { cookie: user.cookie })
    ).json()) as AccountProfile;
    expect(profile.avatar_url).toBe(avatar_url);
    expect(await avatarAudits(user.id)).toBe(1);
  });

  it('serves it to its owner with its type, privately cached', async () => {
    const url = (await avatarUrlOf(user.id))!;
    const res = await t.request(url, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(imageBytes.png());
  });

  it('serves it to an admin, and to nobody else', async () => {
    expect(
      (await t.request(`/api/account/avatar/${user.id}`, { cookie: admin.cookie })).status,
    ).toBe(200);
    const denied = await t.request(`/api/account/avatar/${user.id}`, { cookie: other.cookie });
    const error = await expectError(denied, 404, 'NOT_FOUND');
    expect(error.message).toBe('Avatar not found');
    await expectError(
      await t.request('/api/account/avatar/not-a-uuid', { cookie: user.cookie }),
      404,
      'NOT_FOUND',
    );
    await expectError(
      await t.request(`/api/account/avatar/${other.id}`, { cookie: other.cookie }),
      404,
      'NOT_FOUND',
    );
  });

  it('replaces the old file with a new one (JPEG, then WebP)', async () => {
    const first = await avatarUrlOf(user.id);
    const jpeg = await upload(avatarForm(imageBytes.jpeg(), 'image/jpeg', 'me.jpg'));
    expect(jpeg.status).toBe(200);
    const { avatar_url } = (await jpeg.json()) as AvatarResult;
    expect(avatar_url).not.toBe(first);
    expect(avatar_url).toMatch(/\.jpg$/);
    expect(files(user.id)).toEqual([avatar_url!.split('v=')[1]]);
    const served = await t.request(avatar_url!, { cookie: user.cookie });
    expect(served.headers.get('content-type')).toBe('image/jpeg');

    const webp = await upload(avatarForm(imageBytes.webp(), 'image/webp', 'me.webp'));
    expect(webp.status).toBe(200);
    const next = (await webp.json()) as AvatarResult;
    expect(next.avatar_url).toMatch(/\.webp$/);
    expect(files(user.id)).toHaveLength(1);
  });

  it('refuses other types, lying files and oversized images, changing nothing', async () => {
    const before = await avatarUrlOf(user.id);
    const beforeFiles = files(user.id);
    const audits = await avatarAudits(user.id);

    const gif = await upload(avatarForm(new TextEncoder().encode('GIF89a....'), 'image/gif'));
    expect((await expectError(gif, 400, 'VALIDATION_FAILED')).message).toMatch(/PNG, JPEG or WebP/);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>');
    const lying = await upload(avatarForm(svg, 'image/png', 'evil.png'));
    expect((await expectError(lying, 400, 'VALIDATION_FAILED')).message).toMatch(/not a valid/);

    await expectError(
      await upload(avatarForm(new Uint8Array(), 'image/png')),
      400,
      'VALIDATION_FAILED',
    );

    const tooBig = await upload(avatarForm(imageBytes.pngOfSize(2 * 1024 * 1024 + 1), 'image/png'));
    expect((await expectError(tooBig, 413, 'PAYLOAD_TOO_LARGE')).message).toMatch(/2 MB/);
    const wayTooBig = await upload(avatarForm(imageBytes.pngOfSize(5 * 1024 * 1024), 'image/png'));
    await expectError(wayTooBig, 413, 'PAYLOAD_TOO_LARGE');

    const noFile = new FormData();
    noFile.append('file', 'just text');
    await expectError(await upload(noFile), 400, 'VALIDATION_FAILED');
    await expectError(
      await t.request('/api/account/avatar', {
        method: 'POST',
        json: { file: 'x' },
        cookie: user.cookie,
      }),
      400,
      'VALIDATION_FAILED',
    );

    expect(await avatarUrlOf(user.id)).toBe(before);
    expect(files(user.id)).toEqual(beforeFiles);
    expect(await avatarAudits(user.id)).toBe(audits);
  });

  it('accepts an image of exactly 2 MB', async () => {
    const res = await upload(avatarForm(imageBytes.pngOfSize(2 * 1024 * 1024), 'image/png'));
    expect(res.status).toBe(200);
  });

  it('removes the avatar and its file; another user cannot touch it', async () => {
    await upload(avatarForm(imageBytes.png(), 'image/png'), other.cookie);
    const res = await t.request('/api/account/avatar', { method: 'DELETE', cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ avatar_url: null });
    expect(await avatarUrlOf(user.id)).toBeNull();
    expect(files(user.id)).toEqual([]);
    await expectError(
      await t.request(`/api/account/avatar/${user.id}`, { cookie: user.cookie }),
      404,
      'NOT_FOUND',
    );
    expect(await avatarUrlOf(other.id)).not.toBeNull();
    expect(files(other.id)).toHaveLength(1);
    const again = await t.request('/api/account/avatar', { method: 'DELETE', cookie: user.cookie });
    expect(again.status).toBe(200);
  });
});
