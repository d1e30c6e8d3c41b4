import { describe, expect, it } from 'vitest';

import { groupSecret, totpSecret } from './totp-uri';

describe('totp uri', () => {
  it('reads the secret', () => {
    expect(
      totpSecret(
        'otpauth://totp/Updately:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Updately',
      ),
    ).toBe('JBSWY3DPEHPK3PXP');
    expect(totpSecret('otpauth://totp/Updately:ada')).toBeNull();
    expect(totpSecret('not a uri')).toBeNull();
  });

  it('groups the secret by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
