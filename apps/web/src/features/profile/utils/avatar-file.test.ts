import { AVATAR_MAX_BYTES } from '@updately/shared/account-api';
import { describe, expect, it } from 'vitest';

import { AVATAR_RULES, avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(AVATAR_RULES).toBe('PNG, JPEG or WebP, 2 MB at most.');
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'The image is larger than 2 MB. Choose a smaller one.',
    );
  });
});
