import { randomBytes } from 'node:crypto';
import type { AvatarType } from '@updately/shared/account-api';
import { avatarPrefix } from '../../platform/storage/user-files';

const EXTENSIONS: Record<AvatarType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const FILE_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|webp)$/;

/** The image type the bytes really are (their magic numbers), whatever the upload claimed. */
export function sniffImageType(bytes: Uint8Array): AvatarType | null {
  const starts = (offset: number, ...values: number[]) =>
    values.every((v, i) => bytes[offset + i] === v);
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  // RIFF....WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

export function newAvatarFileName(type: AvatarType): string {
  return `${randomBytes(18).toString('base64url')}.${EXTENSIONS[type]}`;
}

/**
 * The public address of a user's avatar. The file name rides along as `v`, so a new image gets
 * a new address (browsers cache the old one privately) and the server finds the file again.
 */
export function avatarUrl(userId: string, fileName: string): string {
  return `/api/account/avatar/${userId}?v=${fileName}`;
}

export function avatarKey(userId: string, fileName: string): string {
  return `${avatarPrefix(userId)}${fileName}`;
}

/** The storage key behind a profile's avatar_url; null for anything this server did not set. */
export function avatarKeyOf(userId: string, url: string | null): string | null {
  if (!url) return null;
  const parsed = new URL(url, 'http://local');
  const fileName = parsed.searchParams.get('v');
  if (
    parsed.pathname !== `/api/account/avatar/${userId}` ||
    !fileName ||
    !FILE_NAME.test(fileName)
  ) {
    return null;
  }
  return avatarKey(userId, fileName);
}
