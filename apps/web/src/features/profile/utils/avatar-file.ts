import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@updately/shared/account-api';

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** The limits, shown next to the file picker. */
export const AVATAR_RULES = `PNG, JPEG or WebP, ${MAX_MB} MB at most.`;

/** Why a file cannot be used, or null when it can (the server checks its bytes again). */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return `The image is larger than ${MAX_MB} MB. Choose a smaller one.`;
  }
  return null;
}
