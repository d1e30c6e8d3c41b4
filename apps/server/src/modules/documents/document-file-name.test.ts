import { describe, expect, it } from 'vitest';
import { cleanFileName, documentDeletedMessage } from './documents.service';

describe('document names and reasons', () => {
  it('keeps only a bounded base name without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\Death cert.pdf')).toBe('Death cert.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('   ')).toBe('document');
    expect(cleanFileName('x'.repeat(500))).toHaveLength(200);
  });

  it('names the deleted document in the reason a request needs the person', () => {
    expect(documentDeletedMessage('letters_of_administration')).toBe(
      'The letters of administration it needed was deleted.',
    );
  });
});
