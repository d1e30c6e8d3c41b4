import { describe, expect, it } from 'vitest';
import {
  availableChannels,
  brandChannelProblems,
  chooseChannelForKind,
  EMPTY_BRAND_CHANNELS,
  formatAuPhone,
  postalAddressLines,
  type ChannelOptions,
} from './brand-channels';

const none: ChannelOptions = {
  configured: null,
  contactEmail: null,
  handledKinds: null,
  webFormUrl: null,
  webFormPurpose: null,
  hasPostalAddress: false,
  phone: null,
};
const everything: ChannelOptions = {
  configured: 'api',
  contactEmail: 'privacy@example.com.au',
  handledKinds: ['change_of_address'],
  webFormUrl: 'https://example.com.au/update-details',
  webFormPurpose: 'change_of_details',
  hasPostalAddress: true,
  phone: '+611300123456',
};

describe('chooseChannelForKind', () => {
  it('goes API → email → web form → letter → phone → manual', () => {
    expect(chooseChannelForKind(everything, 'change_of_address')).toEqual({
      channel: 'api',
      destination: null,
    });
    // The integration did not opt into the kind: the email goes instead.
    expect(chooseChannelForKind(everything, 'change_of_name')).toEqual({
      channel: 'email',
      destination: 'privacy@example.com.au',
    });
    const noEmail = { ...everything, contactEmail: null };
    expect(chooseChannelForKind(noEmail, 'change_of_name').channel).toBe('web_form');
    const noForm = { ...noEmail, webFormUrl: null };
    expect(chooseChannelForKind(noForm, 'change_of_name').channel).toBe('letter');
    expect(chooseChannelForKind({ ...noForm, hasPostalAddress: false }, 'change_of_name')).toEqual({
      channel: 'phone',
      destination: null,
    });
    expect(chooseChannelForKind(none, 'change_of_name').channel).toBe('manual');
  });

  it('uses a change-of-details form only for a change of details, any other form for any kind', () => {
    const form: ChannelOptions = {
      ...none,
      webFormUrl: 'https://x.com.au/f',
      hasPostalAddress: true,
    };
    expect(
      chooseChannelForKind(
        { ...form, webFormPurpose: 'change_of_details' },
        'notification_of_death',
      ).channel,
    ).toBe('letter');
    expect(
      chooseChannelForKind({ ...form, webFormPurpose: 'privacy_request' }, 'notification_of_death')
        .channel,
    ).toBe('web_form');
  });

  it("keeps an admin's manual on the checklist and tries an admin's other choice first", () => {
    expect(
      chooseChannelForKind({ ...everything, configured: 'manual' }, 'change_of_address'),
    ).toEqual({ channel: 'manual', destination: null });
    expect(
      chooseChannelForKind({ ...everything, configured: 'letter' }, 'change_of_address').channel,
    ).toBe('letter');
    // An admin's letter without a postal address falls back to the best channel there is.
    expect(
      chooseChannelForKind(
        { ...everything, configured: 'letter', hasPostalAddress: false },
        'change_of_name',
      ).channel,
    ).toBe('email');
  });

  it('lists every channel a company can take, always ending with the checklist', () => {
    expect(availableChannels(none, 'change_of_address')).toEqual(['manual']);
    expect(availableChannels(everything, 'change_of_address')).toEqual([
      'api',
      'email',
      'web_form',
      'letter',
      'phone',
      'manual',
    ]);
  });
});

describe('brandChannelProblems', () => {
  const address = {
    recipient: 'Privacy Officer',
    organisation: 'Example Pty Ltd',
    line1: 'GPO Box 1234',
    line2: null,
    suburb: 'Sydney',
    state: 'NSW' as const,
    postcode: '2001',
  };
  const sourced = {
    ...EMPTY_BRAND_CHANNELS,
    postal_address: address,
    postal_address_source: 'https://example.com.au/privacy',
    postal_address_checked_on: '2026-11-27',
  };

  it('accepts sourced values and an empty brand', () => {
    expect(brandChannelProblems(EMPTY_BRAND_CHANNELS)).toEqual([]);
    expect(brandChannelProblems(sourced)).toEqual([]);
  });

  it('refuses a value without its source or day, a source without a value, and a postcode of another state', () => {
    expect(brandChannelProblems({ ...sourced, postal_address_source: null })).toEqual([
      'The postal address needs its source page and the day it was read.',
    ]);
    expect(
      brandChannelProblems({ ...EMPTY_BRAND_CHANNELS, phone_source: 'https://x.com.au' }),
    ).toEqual(['A phone number source without a value.']);
    expect(
      brandChannelProblems({ ...sourced, postal_address: { ...address, postcode: '3000' } }),
    ).toEqual(['Postcode 3000 is not in NSW.']);
    expect(
      brandChannelProblems({
        ...EMPTY_BRAND_CHANNELS,
        web_form_url: 'https://x.com.au/form',
        web_form_source: 'https://x.com.au/form',
        web_form_checked_on: '2026-11-27',
      }),
    ).toEqual(['The web form has no purpose.']);
  });

  it('prints an address as envelope lines and a number as Australians write it', () => {
    expect(postalAddressLines(address)).toEqual([
      'Privacy Officer',
      'Example Pty Ltd',
      'GPO Box 1234',
      'SYDNEY NSW 2001',
    ]);
    expect(formatAuPhone('+61132333')).toBe('13 23 33');
    expect(formatAuPhone('+611300123456')).toBe('1300 123 456');
    expect(formatAuPhone('+61291234567')).toBe('(02) 9123 4567');
    expect(formatAuPhone('+61412345678')).toBe('0412 345 678');
  });
});
