import { describe, expect, it } from 'vitest';
import { bestChannelOfBrand, coverageByChannel, type CoverageBrand } from './brand-coverage';
import brands from './data/brands.json';

const none: CoverageBrand = {
  contact_email: null,
  contact_email_purpose: null,
  web_form_url: null,
  web_form_purpose: null,
  postal_address: null,
  phone: null,
};
const address = { organisation: 'Co', line1: 'GPO Box 1', suburb: 'Sydney', state: 'NSW' };

describe('bestChannelOfBrand', () => {
  it('takes the best channel in the order API → email → web form → letter → phone → checklist', () => {
    expect(bestChannelOfBrand(none)).toBe('manual');
    expect(bestChannelOfBrand({ ...none, phone: '+611300123456' })).toBe('phone');
    expect(bestChannelOfBrand({ ...none, phone: '+611300123456', postal_address: address })).toBe(
      'letter',
    );
    const form = {
      ...none,
      web_form_url: 'https://co.example/form',
      web_form_purpose: 'privacy_request',
    };
    expect(bestChannelOfBrand({ ...form, postal_address: address })).toBe('web_form');
    const email = {
      ...form,
      contact_email: 'privacy@co.example',
      contact_email_purpose: 'privacy_officer',
    };
    expect(bestChannelOfBrand(email)).toBe('email');
    expect(bestChannelOfBrand({ ...email, configured: 'api' })).toBe('api');
  });

  it('never counts a complaints inbox as the email channel, nor an admin’s "manual" against the brand', () => {
    const complaints = {
      ...none,
      contact_email: 'complaints@co.example',
      contact_email_purpose: 'complaints',
    };
    expect(bestChannelOfBrand(complaints)).toBe('manual');
    expect(bestChannelOfBrand({ ...none, phone: '+611300123456', configured: 'manual' })).toBe(
      'phone',
    );
  });

  it('counts a change-of-details form for the kinds it serves (an API integration only for its kinds)', () => {
    const form = {
      ...none,
      web_form_url: 'https://co.example/f',
      web_form_purpose: 'change_of_details',
    };
    expect(bestChannelOfBrand(form)).toBe('web_form');
    expect(bestChannelOfBrand({ ...none, configured: 'api', handled_kinds: [] })).toBe('manual');
  });
});

describe('coverageByChannel', () => {
  it('puts every brand under exactly one channel, every channel listed in order', () => {
    const groups = coverageByChannel([
      none,
      { ...none, phone: '+611300123456' },
      { ...none, postal_address: address },
      { ...none, postal_address: address },
    ]);
    expect(groups.map((g) => [g.channel, g.brands.length])).toEqual([
      ['api', 0],
      ['email', 0],
      ['web_form', 0],
      ['letter', 2],
      ['phone', 1],
      ['manual', 1],
    ]);
  });

  it('covers the directory data file: every brand counted once', () => {
    const groups = coverageByChannel(brands as CoverageBrand[]);
    expect(groups.reduce((n, g) => n + g.brands.length, 0)).toBe(brands.length);
  });
});
