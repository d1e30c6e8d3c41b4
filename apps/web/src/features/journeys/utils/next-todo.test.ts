import type { JourneyFootprintDetail } from '@updately/shared/journeys-api';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { describe, expect, it } from 'vitest';

import { openTodos, todoDestination } from './next-todo';

const link = (id: string, name: string) =>
  ({
    footprint_id: id,
    completed_at: null,
    footprint: { name, brand: null },
  }) as unknown as JourneyFootprintDetail;
const request = (id: string, overrides: Partial<UpdateRequest>) =>
  ({
    id: `r-${id}`,
    footprint_id: id,
    kind: 'change_of_address',
    channel: 'manual',
    status: 'sent',
    created_at: '2026-11-25T00:00:00.000Z',
    ...overrides,
  }) as UpdateRequest;

describe('next to-do', () => {
  it('lists only open checklists, in the list order (by name)', () => {
    const links = [link('c', 'Cello'), link('a', 'Alpha'), link('b', 'Beta'), link('d', 'Delta')];
    const requests = [
      request('c', {}),
      request('a', {}),
      request('b', { channel: 'email' }),
      request('d', { status: 'completed' }),
    ];
    expect(openTodos(links, requests).map((t) => t.link.footprint.name)).toEqual([
      'Alpha',
      'Cello',
    ]);
  });

  it('lists each open checklist kind of one company, in the order of the kinds', () => {
    const requests = [
      request('a', { id: 'name', kind: 'change_of_name' }),
      request('a', { id: 'address' }),
      request('a', { id: 'contact', kind: 'change_of_contact', status: 'completed' }),
    ];
    expect(openTodos([link('a', 'Alpha')], requests).map((t) => t.request.id)).toEqual([
      'address',
      'name',
    ]);
  });

  it('opens the change-of-details page, else the website, never a javascript: link', () => {
    const brand = (account_settings_url: string | null, website: string | null) =>
      ({
        brand: { account_settings_url, website },
      }) as unknown as JourneyFootprintDetail['footprint'];
    expect(
      todoDestination(brand('https://co.example/account/address', 'https://co.example')),
    ).toEqual({
      kind: 'page',
      url: 'https://co.example/account/address',
    });
    expect(todoDestination(brand(null, 'https://co.example/'))).toEqual({
      kind: 'website',
      url: 'https://co.example/',
    });
    expect(todoDestination(brand('javascript:alert(1)', null))).toBeNull();
    expect(todoDestination({ brand: null })).toBeNull();
  });
});
