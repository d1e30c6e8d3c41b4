import type { Footprint } from '@updately/shared/footprints-api';
import type { JourneySummary } from '@updately/shared/journeys-api';
import { describe, expect, it } from 'vitest';

import { dataKinds, totalTally, updateTally, waitingUpdates } from './overview';

function footprint(id: string, fields: string[], created_at: string): Footprint {
  return {
    id,
    brand_id: null,
    custom_brand_name: id,
    name: `Brand ${id}`,
    is_custom: true,
    category: null,
    category_label: 'Custom',
    tags: [],
    data_items: fields.map((field) => ({ field, label: field })),
    created_at,
    brand: null,
  };
}

function journey(overrides: Partial<JourneySummary>): JourneySummary {
  return {
    id: 'j1',
    type: 'moving_house',
    name: 'Move to Brisbane',
    target_address: null,
    target_email: null,
    target_phone: null,
    subject: 'self',
    acting_role: null,
    moving_date: null,
    status: 'active',
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
    completed_at: null,
    footprint_count: 5,
    completed_count: 2,
    update_counts: {},
    safe_mode: false,
    ...overrides,
  };
}

describe('dashboard overview', () => {
  it('counts footprints per kind of data, each footprint once per kind', () => {
    const kinds = dataKinds([
      footprint('a', ['email', 'phone', 'passport'], '2026-01-01T00:00:00Z'),
      footprint('b', ['address', 'not_a_field'], '2026-01-02T00:00:00Z'),
      footprint('c', [], '2026-01-03T00:00:00Z'),
    ]);
    expect(kinds).toEqual([
      { group: 'Contact Information', footprints: 2 },
      { group: 'Identity Documents', footprints: 1 },
    ]);
  });

  it('counts the to-dos left in active journeys only', () => {
    expect(waitingUpdates(journey({}))).toBe(3);
    expect(waitingUpdates(journey({ status: 'completed' }))).toBe(0);
    expect(waitingUpdates(journey({ footprint_count: 1, completed_count: 1 }))).toBe(0);
  });

  it('tallies each journey by where its updates stand, and adds up the active ones', () => {
    const moving = journey({
      footprint_count: 20,
      completed_count: 8,
      update_counts: {
        completed: 8,
        sent: 2,
        acknowledged: 2,
        needs_you: 2,
        checklist: 2,
        rejected: 1,
      },
    });
    expect(updateTally(moving)).toEqual({ confirmed: 8, toDo: 4, waiting: 4, notSent: 4 });
    expect(waitingUpdates(moving)).toBe(8);
    expect(
      totalTally([moving, journey({ id: 'j2', status: 'archived', completed_count: 5 })]),
    ).toEqual({ confirmed: 8, toDo: 4, waiting: 4, notSent: 4 });
  });
});
