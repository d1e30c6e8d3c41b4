import { documentPrefix } from '../documents/document-vault';

/** Where a user's avatar images live in storage. */
export function avatarPrefix(userId: string): string {
  return `avatars/${userId}/`;
}

/** Every storage prefix holding files of this user: account deletion empties them all. */
export function userFilePrefixes(userId: string): string[] {
  return [avatarPrefix(userId), documentPrefix(userId)];
}
