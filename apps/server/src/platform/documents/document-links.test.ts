import { describe, expect, it } from 'vitest';
import { createDocumentLinkSigner, issueTime } from './document-links';

const REQUEST = '3f2b8a4e-1c5d-4e6f-8a9b-0c1d2e3f4a5b';

describe('document link signer', () => {
  const signer = createDocumentLinkSigner(Buffer.alloc(32, 7));
  const issuedAt = issueTime(new Date('2026-11-27T01:02:03.456Z'));

  it('gives back the request and the issue time it signed', () => {
    expect(signer.verify(signer.token({ requestId: REQUEST, issuedAt }))).toEqual({
      requestId: REQUEST,
      issuedAt: new Date('2026-11-27T01:02:03.000Z'),
    });
  });

  it('refuses a token changed in any part, or signed with another key', () => {
    const token = signer.token({ requestId: REQUEST, issuedAt });
    const [id, issued, sig] = token.split('.') as [string, string, string];
    const other = '3f2b8a4e-1c5d-4e6f-8a9b-0c1d2e3f4a5c';
    for (const forged of [
      `${other}.${issued}.${sig}`,
      `${id}.${Number(issued) + 1}.${sig}`,
      `${id}.${issued}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `${token}.extra`,
      'not-a-token',
      createDocumentLinkSigner(Buffer.alloc(32, 8)).token({ requestId: REQUEST, issuedAt }),
    ]) {
      expect(signer.verify(forged)).toBeNull();
    }
  });
});
