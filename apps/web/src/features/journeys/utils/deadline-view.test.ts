import type { JourneyDeadline } from '@updately/shared/deadlines-api';
import { describe, expect, it } from 'vitest';

import { deadlineRow, deadlineStateText, sortDeadlines } from './deadline-view';

function deadline(over: Partial<JourneyDeadline>): JourneyDeadline {
  return {
    type: 'expected_by',
    due_on: '2026-12-27',
    company_name: 'AGL',
    footprint_id: 'f',
    request_id: 'r',
    kind: 'change_of_address',
    channel: 'email',
    description: 'Answer expected by AGL',
    source_url: null,
    overdue: false,
    done: false,
    ...over,
  };
}

const licence = deadline({
  type: 'legal',
  due_on: '2026-12-10',
  company_name: 'VicRoads',
  request_id: null,
  channel: null,
  description: 'Update your licence address within 14 days of moving',
  source_url: 'https://www.vicroads.vic.gov.au/licences/change-address',
});

describe('journey deadlines', () => {
  it('orders by due date, a legal deadline first on its day', () => {
    const later = deadline({ due_on: '2027-01-05', company_name: 'Origin' });
    const sameDay = deadline({ due_on: '2026-12-10', company_name: 'AGL' });
    expect(sortDeadlines([later, sameDay, licence]).map((d) => d.company_name)).toEqual([
      'VicRoads',
      'AGL',
      'Origin',
    ]);
  });

  it('says where each stands in words', () => {
    const today = '2026-12-20';
    expect(deadlineStateText(deadline({ due_on: '2026-12-27' }), today)).toBe('Due in 7 days');
    expect(deadlineStateText(deadline({ due_on: '2026-12-21' }), today)).toBe('Due in 1 day');
    expect(deadlineStateText(deadline({ due_on: today }), today)).toBe('Due today');
    expect(deadlineStateText(deadline({ due_on: '2026-12-17', overdue: true }), today)).toBe(
      'Overdue by 3 days',
    );
    expect(deadlineStateText(deadline({ due_on: '2026-12-17', done: true }), today)).toBe('Done');
  });

  it('links a legal deadline to its source page, and only an http(s) one', () => {
    const row = deadlineRow(licence, '2026-12-01');
    expect(row).toMatchObject({
      date: '10 Dec 2026',
      title: 'Update your licence address within 14 days of moving',
      detail: 'Your deadline with VicRoads · Change of address',
      state: 'Due in 9 days',
      source: 'https://www.vicroads.vic.gov.au/licences/change-address',
    });
    expect(deadlineRow({ ...licence, source_url: 'javascript:alert(1)' }).source).toBeNull();
    expect(deadlineRow(deadline({}), '2026-12-01')).toMatchObject({
      detail: 'AGL · Change of address',
      source: null,
      tone: 'open',
    });
  });
});
