import { describe, expect, it } from 'vitest';
import {
  attachmentPdf,
  encryptedPdf,
  launchPdf,
  pdfBytes,
  scriptedPdf,
} from '../../test/document-kit';
import { forbiddenName, pdfRefusal } from './pdf-safety';

describe('pdf safety', () => {
  it('finds forbidden names written plainly or hex-escaped, and not look-alikes', () => {
    expect(forbiddenName('<< /S /JavaScript /JS (app.alert(1)) >>')).toBe('javascript');
    expect(forbiddenName('<< /S /J#61vaScript >>')).toBe('javascript');
    expect(forbiddenName('<< /#4A#53 (x) >>')).toBe('javascript');
    expect(forbiddenName('<< /Type /Action /S /Launch >>')).toBe('launch');
    expect(forbiddenName('<< /EmbeddedFiles 4 0 R >>')).toBe('attachment');
    expect(forbiddenName('<< /Subtype /FileAttachment >>')).toBe('attachment');
    expect(forbiddenName('trailer << /Encrypt 9 0 R >>')).toBe('encrypted');
    expect(forbiddenName('<< /JSON /JSX /Launcher /Type /Page >>')).toBeNull();
  });

  it('accepts a plain PDF and refuses each unsafe one, compressed object streams included', async () => {
    expect(await pdfRefusal(await pdfBytes())).toBeNull();
    expect(await pdfRefusal(await scriptedPdf(true))).toBe('javascript');
    expect(await pdfRefusal(await scriptedPdf(false))).toBe('javascript');
    expect(await pdfRefusal(await launchPdf())).toBe('launch');
    expect(await pdfRefusal(await attachmentPdf())).toBe('attachment');
    expect(await pdfRefusal(await encryptedPdf())).toBe('encrypted');
    expect(await pdfRefusal(new TextEncoder().encode('%PDF-1.7\nnot really'))).toBe('unreadable');
  });

  it('sees a script only inside a compressed object stream', async () => {
    const bytes = await scriptedPdf(true);
    // Nothing in the clear: the catalog and its action sit in a compressed object stream.
    const clear = Buffer.from(bytes)
      .toString('latin1')
      .replace(/stream\r?\n[\s\S]*?endstream/g, '');
    expect(forbiddenName(clear)).toBeNull();
    expect(await pdfRefusal(bytes)).toBe('javascript');
  });
});
