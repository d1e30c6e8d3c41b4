import { describe, expect, it } from 'vitest';
import { JOURNEY_TYPES } from './journey-types';
import {
  JOURNEY_REQUEST_KINDS,
  journeyHasOwnCompanies,
  kindAppliesByDefault,
  REQUEST_KINDS,
  type KindCompany,
  type RequestKind,
} from './request-kinds';

const brand = (category: string, data_items: string[] = [], slug = 'a-brand') => ({
  category,
  slug,
  data_items,
});

describe('the kinds each life event sends', () => {
  it('offers every kind somewhere, and a change of contact everywhere', () => {
    const offered = new Set(JOURNEY_TYPES.flatMap((t) => JOURNEY_REQUEST_KINDS[t]));
    expect([...offered].sort()).toEqual([...REQUEST_KINDS].sort());
    for (const type of JOURNEY_TYPES) {
      expect(JOURNEY_REQUEST_KINDS[type]).toContain('change_of_contact');
    }
  });

  it.each([
    ['moving_house', 'change_of_address'],
    ['getting_married', 'change_of_name'],
    ['losing_loved_one', 'notification_of_death'],
    ['having_baby', 'add_dependant'],
    ['getting_hacked', 'secure_account'],
    ['changing_jobs', 'change_of_employment'],
    ['graduation', 'change_of_employment'],
  ] as const)('%s sends %s first', (type, kind) => {
    expect(JOURNEY_REQUEST_KINDS[type][0]).toBe(kind);
  });

  it('sends a change of address for the events the issue lists, and no other', () => {
    const withAddress = JOURNEY_TYPES.filter((t) =>
      JOURNEY_REQUEST_KINDS[t].includes('change_of_address'),
    );
    expect(withAddress.sort()).toEqual(
      ['changing_jobs', 'getting_married', 'graduation', 'having_baby', 'moving_house'].sort(),
    );
  });

  it('gives only Losing a Loved One its own companies', () => {
    expect(JOURNEY_TYPES.filter(journeyHasOwnCompanies)).toEqual(['losing_loved_one']);
  });
});

describe('kindAppliesByDefault', () => {
  const applies = (kind: RequestKind, company: KindCompany) => kindAppliesByDefault(kind, company);

  it('sends an address only to companies that hold one', () => {
    expect(applies('change_of_address', brand('energy', ['address', 'email']))).toBe(true);
    expect(applies('change_of_address', brand('social', ['email', 'username']))).toBe(false);
    expect(applies('change_of_contact', brand('social', ['email', 'username']))).toBe(true);
  });

  it('treats a custom company, or one whose data is unknown, as holding everything', () => {
    const custom = { category: null, slug: null, data_items: [] };
    for (const kind of REQUEST_KINDS) expect(applies(kind, custom)).toBe(true);
    expect(applies('change_of_address', brand('energy'))).toBe(true);
  });

  it('sends a name change and a death notification to all', () => {
    expect(applies('change_of_name', brand('retail'))).toBe(true);
    expect(applies('notification_of_death', brand('travel'))).toBe(true);
  });

  it('adds a dependant with health, insurance, government and banking only', () => {
    for (const c of ['health', 'insurance', 'government', 'banking']) {
      expect(applies('add_dependant', brand(c))).toBe(true);
    }
    expect(applies('add_dependant', brand('telco'))).toBe(false);
  });

  it('secures banking, telco, social, subscriptions, government and the credit reporting bodies', () => {
    for (const c of ['banking', 'telco', 'social', 'subscriptions', 'government']) {
      expect(applies('secure_account', brand(c))).toBe(true);
    }
    expect(applies('secure_account', brand('retail'))).toBe(false);
    expect(applies('secure_account', brand('retail', [], 'equifax'))).toBe(true);
  });

  it('tells superannuation, insurance, banking, education and transport of a new job', () => {
    for (const c of ['superannuation', 'insurance', 'banking', 'education', 'transport']) {
      expect(applies('change_of_employment', brand(c))).toBe(true);
    }
    expect(applies('change_of_employment', brand('energy'))).toBe(false);
  });
});
