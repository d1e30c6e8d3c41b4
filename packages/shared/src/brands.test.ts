import { describe, expect, it } from 'vitest';
import brands from './data/brands.json' with { type: 'json' };
import {
  BRAND_CATEGORIES,
  brandContactProblems,
  FIRST_REQUEST_EMAIL_PURPOSES,
  MOVING_ESSENTIALS,
  type BrandSeed,
} from './brands';
import { AU_STATES, postcodeMatchesState } from './au-address';
import {
  brandChannelFieldsSchema,
  brandChannelProblems,
  E164,
  E164_AU,
  EMPTY_BRAND_CHANNELS,
} from './brand-channels';
import { brandDeadlineSchema } from './deadlines-api';
import { isPiiFieldType } from './pii-fields';
import { CREDIT_REPORTING_BODY_SLUGS } from './request-kinds';

const list = brands as BrandSeed[];

describe('brand directory data file', () => {
  it('has at least 150 brands with unique slugs and names', () => {
    expect(list.length).toBeGreaterThanOrEqual(150);
    expect(new Set(list.map((b) => b.slug)).size).toBe(list.length);
    expect(new Set(list.map((b) => b.name.toLowerCase())).size).toBe(list.length);
  });

  it('covers every category', () => {
    for (const category of BRAND_CATEGORIES) {
      expect(list.filter((b) => b.category === category).length, category).toBeGreaterThanOrEqual(
        5,
      );
    }
  });

  it.each(list.map((b) => [b.slug, b] as const))('%s is well formed', (_slug, brand) => {
    expect(brand.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(BRAND_CATEGORIES).toContain(brand.category);
    expect(brand.footprint_tags.length).toBeGreaterThan(0);
    expect(brand.data_collection_items.every((item) => isPiiFieldType(item))).toBe(true);
    expect(brand.data_collection_items.some((i) => ['email', 'phone', 'address'].includes(i))).toBe(
      true,
    );
    for (const url of [brand.website, brand.account_settings_url]) {
      if (url !== null) expect(url).toMatch(/^https:\/\//);
    }
  });

  it('gives every contact address its source page and the day it was checked, and none without', () => {
    for (const brand of list) {
      const hasContact = brand.contact_email !== null;
      expect(brand.contact_email_source !== null, brand.slug).toBe(hasContact);
      expect(brand.contact_email_checked_on !== null, brand.slug).toBe(hasContact);
      if (!hasContact) continue;
      expect(brand.contact_email, brand.slug).toMatch(/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/);
      expect(brand.contact_email_source, brand.slug).toMatch(/^https?:\/\//);
      expect(brand.contact_email_checked_on, brand.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('sends no first request to a complaints, dispute or customer-advocate inbox', () => {
    for (const brand of list) {
      expect(brandContactProblems(brand), brand.slug).toEqual([]);
      if (brand.contact_email) {
        expect(FIRST_REQUEST_EMAIL_PURPOSES, brand.slug).toContain(brand.contact_email_purpose);
        expect(brand.contact_email, brand.slug).not.toMatch(
          /complaint|idr@|dispute|advocate|customer[._-]relations/,
        );
      }
      if (brand.escalation_email) {
        expect(brand.escalation_email_purpose, brand.slug).toBe('complaints');
        expect(brand.escalation_email_source, brand.slug).toMatch(/^https?:\/\//);
        expect(brand.escalation_email_checked_on, brand.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('refuses a first-request email with a complaints purpose, and any address or link without a source', () => {
    const base = list.find((b) => b.contact_email)!;
    expect(brandContactProblems({ ...base, contact_email_purpose: 'complaints' })).toEqual([
      expect.stringContaining("can't go to a complaints address"),
    ]);
    expect(brandContactProblems({ ...base, contact_email_purpose: null })).toHaveLength(1);
    expect(brandContactProblems({ ...base, contact_email_source: null })).toHaveLength(1);
    expect(
      brandContactProblems({
        ...base,
        escalation_email: 'help@company.example',
        escalation_email_purpose: 'customer_service',
        escalation_email_source: 'https://company.example',
      }),
    ).toHaveLength(1);
    expect(
      brandContactProblems({
        ...base,
        account_settings_url: 'https://x.example/account',
        account_settings_source: null,
      }),
    ).toHaveLength(1);
  });

  it("links the change-of-details page of the walk's companies where one was sourced", () => {
    const linked = [
      'origin-energy',
      'yarra-valley-water',
      'aussie-broadband',
      'commonwealth-bank',
      'aami',
      'australian-electoral-commission',
      'medicare',
      'netflix',
      'spotify',
      'amazon-australia',
      'everyday-rewards',
    ];
    for (const slug of linked) {
      const brand = list.find((b) => b.slug === slug)!;
      expect(brand.account_settings_url, slug).toMatch(/^https:\/\/[^/]+\/.+/);
      expect(brand.account_settings_url, slug).not.toBe(brand.website);
      expect(brand.account_settings_source, slug).toMatch(/^https:\/\//);
    }
  });

  it('knows every brand of the moving essentials, 20 of them, most holding an address', () => {
    expect(MOVING_ESSENTIALS).toHaveLength(20);
    for (const slug of MOVING_ESSENTIALS) {
      const brand = list.find((b) => b.slug === slug);
      expect(brand, slug).toBeDefined();
      expect(brand!.data_collection_items, slug).toContain('address');
    }
  });

  it('publishes a contact address for the email channel for dozens of brands', () => {
    expect(list.filter((b) => b.contact_email).length).toBeGreaterThanOrEqual(50);
  });

  it('lists the credit reporting bodies, each with its credit ban page and no invented address', () => {
    for (const slug of CREDIT_REPORTING_BODY_SLUGS) {
      const brand = list.find((b) => b.slug === slug);
      expect(brand, slug).toBeDefined();
      expect(brand!.account_settings_url, slug).toMatch(/^https:\/\/[^/]+\/.*ban/);
      expect(brand!.contact_email, slug).toBeNull();
    }
  });

  it('gives every legal deadline its kind, day count, words and an https source, one per kind', () => {
    const withDeadlines = list.filter((b) => b.deadlines?.length);
    expect(withDeadlines.map((b) => b.slug)).toEqual(
      expect.arrayContaining(['vicroads', 'centrelink']),
    );
    for (const brand of withDeadlines) {
      for (const deadline of brand.deadlines!) {
        expect(brandDeadlineSchema.safeParse(deadline).success, brand.slug).toBe(true);
      }
      const kinds = brand.deadlines!.map((d) => d.kind);
      expect(new Set(kinds).size, brand.slug).toBe(kinds.length);
    }
    expect(list.find((b) => b.slug === 'vicroads')!.deadlines).toContainEqual(
      expect.objectContaining({ kind: 'change_of_address', days: 14 }),
    );
  });
});

describe('how the directory reaches each brand (issue 26)', () => {
  it('gives every channel value a source page and the day it was read, with valid formats', () => {
    for (const brand of list) {
      expect(brandChannelProblems(brand), brand.slug).toEqual([]);
      expect(brandChannelFieldsSchema.safeParse(pickChannels(brand)).success, brand.slug).toBe(
        true,
      );
      if (brand.web_form_url) expect(brand.web_form_url, brand.slug).toMatch(/^https:\/\//);
      for (const source of [
        brand.web_form_source,
        brand.postal_address_source,
        brand.phone_source,
      ]) {
        if (source) expect(source, brand.slug).toMatch(/^https?:\/\/[^\s]+$/);
      }
      if (brand.phone) expect(brand.phone, brand.slug).toMatch(E164);
      if (brand.phone?.startsWith('+61')) expect(brand.phone, brand.slug).toMatch(E164_AU);
      const address = brand.postal_address;
      if (address) {
        expect(AU_STATES, brand.slug).toContain(address.state);
        expect(postcodeMatchesState(address.state, address.postcode), brand.slug).toBe(true);
      }
    }
  });

  it('holds no duplicate address, number or form between two brands unless one group owns both', () => {
    // Brands of one group share a mailbox (AAMI and Apia: Suncorp's GPO Box 756).
    const sharedByGroup = new Set(['GPO Box 756|3001']);
    const seen = new Map<string, string>();
    for (const brand of list) {
      const keys = [
        brand.web_form_url && `form:${brand.web_form_url}`,
        brand.postal_address &&
          `post:${brand.postal_address.line1}|${brand.postal_address.postcode}`,
      ].filter((k): k is string => Boolean(k));
      for (const key of keys) {
        if (sharedByGroup.has(key.slice(5))) continue;
        expect(seen.get(key), `${brand.slug} repeats ${key}`).toBeUndefined();
        seen.set(key, brand.slug);
      }
    }
  });

  it('reaches at least 92 brands better than a bare checklist (the issue asks 250: see docs/research)', () => {
    const covered = list.filter((b) => b.contact_email || b.web_form_url || b.postal_address);
    expect(covered.length).toBeGreaterThanOrEqual(92);
  });
});

function pickChannels(brand: BrandSeed) {
  return Object.fromEntries(
    Object.keys(EMPTY_BRAND_CHANNELS).map((key) => [
      key,
      brand[key as keyof typeof EMPTY_BRAND_CHANNELS],
    ]),
  );
}
