import { eq } from 'drizzle-orm';
import { AVATAR_TYPES, type AvatarType } from '@updately/shared/account-api';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../platform/storage/storage';
import { avatarKey, avatarKeyOf, newAvatarFileName, sniffImageType } from './avatar-file';

export const AVATAR_TOO_LARGE = 'The image is larger than 2 MB. Choose a smaller one.';
export type StoredAvatar = { key: string; fileName: string };

/** Checks the declared type and the bytes themselves, then stores the file under a new name. */
export async function storeAvatarFile(
  storage: Storage,
  userId: string,
  file: File,
): Promise<StoredAvatar> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    throw new AppError('VALIDATION_FAILED', 'Choose a PNG, JPEG or WebP image.');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type: AvatarType | null = sniffImageType(bytes);
  if (!type) {
    throw new AppError('VALIDATION_FAILED', 'The file is not a valid PNG, JPEG or WebP image.');
  }
  const fileName = newAvatarFileName(type);
  const key = avatarKey(userId, fileName);
  await storage.put(key, bytes, type);
  return { key, fileName };
}

/** Sets (or clears) the profile's avatar_url; answers the previous one. */
export async function setAvatarUrl(
  tx: Db,
  userId: string,
  url: string | null,
): Promise<string | null> {
  const [current] = await tx
    .select({ avatar_url: profiles.avatar_url })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
    .for('update');
  if (!current) throw new AppError('NOT_FOUND', 'Profile not found');
  await tx
    .update(profiles)
    .set({ avatar_url: url, updated_at: new Date() })
    .where(eq(profiles.user_id, userId));
  return current.avatar_url;
}

/** After commit: a file nobody points at any more. A failure leaves an orphan, only logged. */
export async function removeAvatarFile(
  storage: Storage,
  logger: Logger,
  userId: string,
  url: string | null,
): Promise<void> {
  const key = avatarKeyOf(userId, url);
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (err) {
    logger.error({ err, userId }, 'avatar file removal failed');
  }
}

/** The avatar image of a user, or null. */
export async function readAvatar(db: Db, storage: Storage, userId: string) {
  const [profile] = await db
    .select({ avatar_url: profiles.avatar_url })
    .from(profiles)
    .where(eq(profiles.user_id, userId));
  const key = avatarKeyOf(userId, profile?.avatar_url ?? null);
  return key ? storage.get(key) : null;
}
