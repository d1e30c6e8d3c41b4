import type { JourneyDetail } from '@updately/shared/journeys-api';
import { describe, expect, it } from 'vitest';

import { applyLinkChange, journeyProgress, splitProgress } from './journey-progress';
import { COMPANY_NOT_SHARED } from '@updately/shared/safe-mode';

describe('journeyProgress', () => {
  it('is 0 % with nothing linked', () => {
    expect(journeyProgress(0, 0)).toEqual({
      done: 0,
      total: 0,
      percent: 0,
      label: 'No companies linked yet',
    });
  });

  it('rounds to a whole percent and counts companies', () => {
    expect(journeyProgress(1, 3)).toMatchObject({ percent: 33, label: '1 of 3 done' });
    expect(journeyProgress(2, 3).percent).toBe(67);
    expect(journeyProgress(1, 1)).toMatchObject({ percent: 100, label: '1 of 1 done' });
  });

  it('never goes past the total or below zero', () => {
    expect(journeyProgress(5, 2)).toMatchObject({ done: 2, percent: 100 });
    expect(journeyProgress(-1, 2)).toMatchObject({ done: 0, percent: 0 });
  });

  it('keeps company confirmations apart from the person’s own in the split progress', () => {
    const label = '6 confirmed by the company · 3 done by you · 11 waiting';
    expect(splitProgress({ confirmed: 6, doneByYou: 3, total: 20, label })).toEqual({
      done: 9,
      total: 20,
      percent: 45,
      companyPercent: 30,
      label,
    });
    expect(splitProgress({ confirmed: 0, doneByYou: 0, total: 0, label: 'Nothing yet' })).toEqual(
      journeyProgress(0, 0),
    );
  });
});

function journey(): JourneyDetail {
  const link = (id: string, completed_at: string | null) => ({
    journey_id: 'j',
    footprint_id: id,
    priority_level: 'standard' as const,
    fields_to_update: { address: true, email: false, phone: false },
    completed_at,
    created_at: '2026-01-01T00:00:00.000Z',
    safety: COMPANY_NOT_SHARED,
    footprint: {
      id,
      brand_id: null,
      custom_brand_name: id,
      name: id,
      is_custom: true,
      category: null,
      category_label: 'Custom brands',
      tags: [],
      data_items: [],
      created_at: '2026-01-01T00:00:00.000Z',
      brand: null,
    },
  });
  return {
    id: 'j',
    type: 'moving_house',
    name: 'Move',
    target_address: null,
    target_email: null,
    target_phone: null,
    subject: 'self',
    acting_role: null,
    moving_date: null,
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    completed_at: null,
    footprint_count: 2,
    completed_count: 1,
    safe_mode: null,
    footprints: [link('a', '2026-01-02T00:00:00.000Z'), link('b', null)],
  };
}

describe('applyLinkChange', () => {
  const now = new Date('2026-02-01T00:00:00.000Z');

  it('marks a to-do done and recounts', () => {
    const next = applyLinkChange(journey(), 'b', { done: true }, now);
    expect(next.footprints[1]?.completed_at).toBe(now.toISOString());
    expect(next.completed_count).toBe(2);
  });

  it('keeps the first completion time when marked done again', () => {
    const next = applyLinkChange(journey(), 'a', { done: true }, now);
    expect(next.footprints[0]?.completed_at).toBe('2026-01-02T00:00:00.000Z');
  });

  it('merges a partial fields_to_update and a priority', () => {
    const next = applyLinkChange(
      journey(),
      'a',
      { fields_to_update: { email: true }, priority_level: 'high' },
      now,
    );
    expect(next.footprints[0]).toMatchObject({
      priority_level: 'high',
      fields_to_update: { address: true, email: true, phone: false },
      completed_at: '2026-01-02T00:00:00.000Z',
    });
  });

  it('undoes done', () => {
    const next = applyLinkChange(journey(), 'a', { done: false }, now);
    expect(next.footprints[0]?.completed_at).toBeNull();
    expect(next.completed_count).toBe(0);
  });
});
