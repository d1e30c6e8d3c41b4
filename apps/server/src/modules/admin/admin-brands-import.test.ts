import { describe, expect, it } from 'vitest';
import { brandInputSchema, brandSlug } from '@updately/shared/admin-brands-api';
import { EMPTY_BRAND_CHANNELS } from '@updately/shared/brand-channels';
import {
  brandsToCsv,
  brandsToJson,
  parseBrandFile,
  parseCsv,
  type BrandFileRecord,
} from './admin-brands-import';

const HEADER =
  'slug,name,category,footprint_tags,data_collection_items,website,account_settings_url,contact_email,contact_email_source,contact_email_checked_on,logo_url,contact_email_purpose';

const brand = (overrides: Partial<BrandFileRecord> = {}): BrandFileRecord => ({
  slug: 'acme-energy',
  name: 'Acme Energy',
  category: 'energy',
  footprint_tags: ['electricity', 'gas'],
  data_collection_items: ['email', 'address'],
  website: 'https://acme.example',
  account_settings_url: null,
  contact_email: 'privacy@acme.example',
  contact_email_source: 'https://acme.example/privacy',
  contact_email_checked_on: '2026-11-01',
  logo_url: 'https://acme.example/logo.png',
  contact_email_purpose: 'privacy_officer',
  ...EMPTY_BRAND_CHANNELS,
  ...overrides,
});

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, CRLF or LF, and a byte order mark', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\nlast,,\n';
    expect(parseCsv(text)).toEqual({
      records: [
        ['a', 'b', 'c'],
        ['x, y', 'say "hi"', 'two\nlines'],
        ['last', '', ''],
      ],
    });
  });

  it('refuses a quote that is never closed, or text after a closing quote, naming the line', () => {
    expect(parseCsv('a,b\n"open,b\nmore')).toEqual({
      error: 'Line 2: a quoted cell is never closed.',
    });
    expect(parseCsv('a\n"x"y\n')).toEqual({ error: 'Line 2: a closing quote must end its cell.' });
  });
});

describe('brand files', () => {
  it('export then parse gives the same brands back, in CSV and in JSON', () => {
    const brands = [
      brand(),
      // A name a spreadsheet would run as a formula keeps its text through the guard.
      brand({
        slug: 'plus-rewards',
        name: '+Plus, "Rewards"',
        category: 'retail',
        footprint_tags: ['loyalty'],
        data_collection_items: [],
        website: null,
        contact_email: null,
        contact_email_source: null,
        contact_email_checked_on: null,
        logo_url: null,
      }),
    ];
    for (const format of ['csv', 'json'] as const) {
      const text = format === 'csv' ? brandsToCsv(brands) : brandsToJson(brands);
      const parsed = parseBrandFile(format, text);
      expect(parsed.ok, format).toBe(true);
      if (!parsed.ok) continue;
      expect(parsed.rows.map(({ slug, values }) => ({ slug, ...values }))).toEqual(brands);
      expect(parsed.rows.map((r) => r.row)).toEqual(format === 'csv' ? [2, 3] : [1, 2]);
    }
    expect(brandsToCsv(brands)).toContain(`"'+Plus, ""Rewards"""`);
  });

  it('carries the web form, the postal address (its parts as CSV columns) and the phone', () => {
    const reachable = brand({
      web_form_url: 'https://acme.example/update',
      web_form_purpose: 'change_of_details',
      web_form_source: 'https://acme.example/contact',
      web_form_checked_on: '2026-11-02',
      postal_address: {
        recipient: 'Privacy Officer',
        organisation: 'Acme Energy Pty Ltd',
        line1: 'GPO Box 1, Level 2',
        line2: null,
        suburb: 'Adelaide',
        state: 'SA',
        postcode: '5001',
      },
      postal_address_source: 'https://acme.example/privacy',
      postal_address_checked_on: '2026-11-03',
      phone: '+611300123456',
      phone_hours: 'Mon–Fri, 9am–5pm',
      phone_source: 'https://acme.example/contact',
      phone_checked_on: '2026-11-04',
    });
    const csv = brandsToCsv([reachable]);
    expect(csv.split('\r\n')[0]).toContain(
      'postal_recipient,postal_organisation,postal_line1,postal_line2,postal_suburb,postal_state,postal_postcode',
    );
    expect(csv).toContain('"GPO Box 1, Level 2"');
    for (const [format, text] of [
      ['csv', csv],
      ['json', brandsToJson([reachable])],
    ] as const) {
      const parsed = parseBrandFile(format, text);
      expect(parsed.ok, format).toBe(true);
      if (parsed.ok)
        expect({ slug: parsed.rows[0]!.slug, ...parsed.rows[0]!.values }).toEqual(reachable);
    }
    // The directory's rules: a postcode outside its state, a phone without its source.
    const wrong = brandsToCsv([
      brand({ ...reachable, postal_address: { ...reachable.postal_address!, postcode: '3000' } }),
      brand({ slug: 'acme-two', name: 'Acme Two', phone: '1300 123 456' }),
    ]);
    const parsed = parseBrandFile('csv', wrong);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors).toEqual([
        { row: 2, field: 'postal_address', message: 'Postcode 3000 is not in SA.' },
        {
          row: 3,
          field: 'phone',
          message: 'The phone number needs its source page and the day it was read.',
        },
      ]);
    }
  });

  it('answers every invalid row with its row number, field and problem', () => {
    const csv = [
      HEADER,
      'good,Good Co,energy,power,email,,,,,,',
      ',,energy,,,,,,,,',
      'bad-one,Bad One,pets,,email;fax,ftp://x.example,,nobody,,,http://logo.example/a.png',
      'good,Good Again,energy,,,,,,,,',
    ].join('\n');
    const result = parseBrandFile('csv', csv);
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 3, field: 'name', message: 'Enter the brand’s name.' },
        { row: 4, field: 'category', message: 'Choose a category.' },
        { row: 4, field: 'data_collection_items', message: 'Unknown data item: fax.' },
        {
          row: 4,
          field: 'website',
          message: 'Enter a web address starting with https:// or http://.',
        },
        {
          row: 4,
          field: 'contact_email',
          message: 'Enter an email address like privacy@company.com.',
        },
        { row: 4, field: 'logo_url', message: 'Enter an image address starting with https://.' },
        { row: 5, field: 'slug', message: 'Row 2 has the same slug (good).' },
      ],
    });
  });

  it('makes the slug from the name when the row has none, and tidies tags and data items', () => {
    const result = parseBrandFile(
      'json',
      JSON.stringify([
        {
          name: ' Café & Co ',
          category: 'retail',
          footprint_tags: ['Credit Card', 'credit-card', ''],
          data_collection_items: ['address', 'email', 'address'],
        },
      ]),
    );
    expect(result).toMatchObject({
      ok: true,
      rows: [
        {
          row: 1,
          slug: 'cafe-and-co',
          values: {
            name: 'Café & Co',
            footprint_tags: ['credit-card'],
            data_collection_items: ['email', 'address'],
            website: null,
          },
        },
      ],
    });
  });

  it('refuses files that are not a list of brands, unknown columns and fields, and empty files', () => {
    const fileError = (format: 'csv' | 'json', text: string) => {
      const result = parseBrandFile(format, text);
      return result.ok ? null : result.errors;
    };
    expect(fileError('json', '{ nope')).toEqual([
      { field: 'file', message: 'The file is not valid JSON.' },
    ]);
    expect(fileError('json', '{"name":"x"}')).toEqual([
      { field: 'file', message: 'The JSON file must be a list of brands: [ … ].' },
    ]);
    expect(fileError('json', '[]')).toEqual([
      { field: 'file', message: 'The file has no brands in it.' },
    ]);
    expect(fileError('json', '[1]')).toEqual([
      { row: 1, field: 'row', message: 'Each brand is an object: { … }.' },
    ]);
    expect(fileError('json', '[{"name":"A","category":"energy","colour":"red"}]')).toEqual([
      { row: 1, field: 'colour', message: 'Unknown field.' },
    ]);
    expect(fileError('csv', 'name,category,colour\nA,energy,red')).toEqual([
      { row: 1, field: 'colour', message: 'Unknown column.' },
    ]);
    expect(fileError('csv', 'title,kind\nA,energy')?.[0]).toMatchObject({ row: 1, field: 'file' });
    expect(fileError('csv', `${HEADER}\n\n`)).toEqual([
      { field: 'file', message: 'The file has no brands in it.' },
    ]);
  });
});

describe('brand input rules', () => {
  const valid = { name: 'Acme', category: 'energy' };

  it('wants the contact address with its source page, and a source with its address', () => {
    const problems = (input: object) =>
      brandInputSchema.safeParse({ ...valid, ...input }).error?.issues.map((i) => i.path[0]);
    expect(problems({ contact_email: 'a@acme.example' })).toEqual(['contact_email_source']);
    expect(problems({ contact_email_source: 'https://acme.example' })).toEqual(['contact_email']);
    expect(
      problems({ contact_email: 'a@acme.example', contact_email_source: 'https://acme.example' }),
    ).toBeUndefined();
  });

  it('refuses a first-request address with a complaints purpose, or one that names a complaints inbox', () => {
    const problems = (input: object) =>
      brandInputSchema
        .safeParse({ ...valid, contact_email_source: 'https://acme.example', ...input })
        .error?.issues.map((i) => i.path[0]);
    expect(
      problems({ contact_email: 'help@acme.example', contact_email_purpose: 'complaints' }),
    ).toEqual(['contact_email_purpose']);
    for (const inbox of [
      'idr@acme.example',
      'customer.complaints@acme.example',
      'customeradvocate@acme.example',
    ]) {
      expect(problems({ contact_email: inbox }), inbox).toEqual(['contact_email']);
    }
    expect(
      problems({ contact_email: 'privacy@acme.example', contact_email_purpose: 'privacy_officer' }),
    ).toBeUndefined();
    const csv = [
      HEADER,
      'acme,Acme,energy,,,,,idr@acme.example,https://acme.example,,,complaints',
    ].join('\n');
    expect(parseBrandFile('csv', csv)).toMatchObject({
      ok: false,
      errors: [
        { row: 2, field: 'contact_email_purpose' },
        { row: 2, field: 'contact_email' },
      ],
    });
  });

  it('takes http(s) links only, https logos only, and blank fields as none', () => {
    const parse = (input: object) => brandInputSchema.safeParse({ ...valid, ...input });
    expect(parse({ website: 'javascript:alert(1)' }).success).toBe(false);
    expect(parse({ website: 'http://user:pw@acme.example' }).success).toBe(false);
    expect(parse({ website: 'http://acme.example' }).success).toBe(true);
    expect(parse({ logo_url: 'http://acme.example/l.png' }).success).toBe(false);
    expect(parse({ website: '  ', logo_url: '' }).data).toMatchObject({
      website: null,
      logo_url: null,
    });
    expect(parse({ name: '<b>Acme</b>' }).data?.name).toBe('Acme');
  });

  it('makes slugs of lower case letters and digits joined by hyphens', () => {
    expect(brandSlug('Woolworths Everyday Rewards')).toBe('woolworths-everyday-rewards');
    expect(brandSlug("McDonald's")).toBe('mcdonalds');
    expect(brandSlug('  --AT&T-- ')).toBe('at-and-t');
    expect(brandSlug('💡')).toBe('');
  });
});
