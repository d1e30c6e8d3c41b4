import { describe, expect, it } from 'vitest';
import { avatarKeyOf, avatarUrl, newAvatarFileName, sniffImageType } from './avatar-file';

const id = '0b7f7f3e-8c39-4a59-9a68-1c1c3c0e2f10';

describe('sniffImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(
      sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses everything else', () => {
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});

describe('avatar addresses', () => {
  it('round-trips a file name through the url', () => {
    const name = newAvatarFileName('image/webp');
    expect(name).toMatch(/^[\w-]{24}\.webp$/);
    expect(avatarKeyOf(id, avatarUrl(id, name))).toBe(`avatars/${id}/${name}`);
  });
  it('ignores urls it did not make', () => {
    const name = newAvatarFileName('image/png');
    expect(avatarKeyOf(id, null)).toBeNull();
    expect(avatarKeyOf(id, 'https://lh3.googleusercontent.com/a/photo.png')).toBeNull();
    expect(avatarKeyOf(id, avatarUrl('someone-else', name))).toBeNull();
    expect(avatarKeyOf(id, `/api/account/avatar/${id}?v=../../etc/passwd`)).toBeNull();
    expect(avatarKeyOf(id, `/api/account/avatar/${id}`)).toBeNull();
  });
});
