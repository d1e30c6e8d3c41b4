import { describe, expect, it } from 'vitest';

import { followUpMailto } from './follow-up';

describe('followUpMailto', () => {
  it('fills in the subject and body, spaces and line breaks encoded', () => {
    const href = followUpMailto({
      to: 'privacy@agl.example',
      subject: 'Follow-up: UPD-AAAA & more',
      body: 'Dear AGL,\nPlease answer.',
    });
    expect(href).toBe(
      'mailto:privacy@agl.example?subject=Follow-up%3A%20UPD-AAAA%20%26%20more&body=Dear%20AGL%2C%0APlease%20answer.',
    );
    const url = new URL(href!);
    expect(url.searchParams.get('body')).toBe('Dear AGL,\nPlease answer.');
  });

  it('offers no link without an address, or with one that is not a plain address', () => {
    expect(followUpMailto({ to: null, subject: 's', body: 'b' })).toBeNull();
    expect(
      followUpMailto({ to: 'x@y.example?cc=evil@z.example', subject: 's', body: 'b' }),
    ).toBeNull();
  });
});
