import { describe, expect, it } from 'vitest';

import { organizationSlug } from './organization-slug';

describe('organizationSlug', () => {
  it('turns a name into lower-case words joined by hyphens, with the suffix', () => {
    expect(organizationSlug('Acme Energy Pty Ltd', 'a1b2c3')).toBe('acme-energy-pty-ltd-a1b2c3');
  });

  it('drops accents and punctuation', () => {
    expect(organizationSlug('  Café & Co. (Sydney)! ', 'x')).toBe('cafe-co-sydney-x');
  });

  it('falls back to org- when nothing is left', () => {
    expect(organizationSlug('!!!', 'x')).toBe('org-x');
  });

  it('keeps long names short and adds a random suffix by default', () => {
    const slug = organizationSlug('a'.repeat(80));
    expect(slug).toMatch(/^a{40}-[0-9a-f]{6}$/);
  });
});
