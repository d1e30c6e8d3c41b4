import type { JourneyFootprintDetail } from '@updately/shared/journeys-api';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { describe, expect, it } from 'vitest';

import {
  companyGroup,
  companyRows,
  eventText,
  groupCounts,
  latestByFootprint,
  needsYouAdvice,
  rejectionText,
  statusText,
} from './update-view';

function link(id: string, name: string, done = false): JourneyFootprintDetail {
  return {
    journey_id: 'j',
    footprint_id: id,
    priority_level: 'standard',
    fields_to_update: { address: true, email: false, phone: false },
    completed_at: done ? '2026-11-25T00:00:00.000Z' : null,
    created_at: '2026-11-20T00:00:00.000Z',
    footprint: {
      id,
      brand_id: null,
      custom_brand_name: name,
      name,
      is_custom: true,
      category: null,
      category_label: 'Custom',
      tags: [],
      data_items: [],
      created_at: '2026-11-20T00:00:00.000Z',
      brand: null,
    },
  };
}

function request(footprintId: string, overrides: Partial<UpdateRequest> = {}): UpdateRequest {
  return {
    id: `r-${footprintId}`,
    journey_id: 'j',
    footprint_id: footprintId,
    company_name: `Company ${footprintId}`,
    channel: 'email',
    status: 'sent',
    reference: 'UPD-AAAA-BBBB',
    destination: 'privacy@company.example',
    effective_date: null,
    status_reason: null,
    status_message: null,
    items: [],
    last_event: {
      seq: 3,
      type: 'sent',
      actor: 'system',
      from_status: 'queued',
      to_status: 'sent',
      evidence: null,
      created_at: '2026-11-25T01:00:00.000Z',
    },
    sent_at: '2026-11-25T01:00:00.000Z',
    completed_at: null,
    created_at: '2026-11-25T00:00:00.000Z',
    updated_at: '2026-11-25T01:00:00.000Z',
    ...overrides,
  };
}

describe('journey page groups', () => {
  it('puts each company where its update stands', () => {
    expect(companyGroup(link('a', 'A'), null)).toBe('not_sent');
    expect(companyGroup(link('a', 'A', true), null)).toBe('confirmed');
    expect(companyGroup(link('a', 'A'), request('a', { status: 'needs_you' }))).toBe('todo');
    expect(companyGroup(link('a', 'A'), request('a', { channel: 'manual' }))).toBe('todo');
    expect(companyGroup(link('a', 'A'), request('a'))).toBe('waiting');
    expect(companyGroup(link('a', 'A'), request('a', { status: 'acknowledged' }))).toBe('waiting');
    expect(companyGroup(link('a', 'A'), request('a', { status: 'completed' }))).toBe('confirmed');
    for (const status of ['rejected', 'expired', 'cancelled'] as const) {
      expect(companyGroup(link('a', 'A'), request('a', { status }))).toBe('closed');
    }
  });

  it('lists the person’s to-dos first, then by name, and counts each group', () => {
    const rows = companyRows(
      [link('a', 'Zeta'), link('b', 'Alpha'), link('c', 'Beta'), link('d', 'Gamma', true)],
      [request('a', { status: 'needs_you' }), request('b')],
    );
    expect(rows.map((r) => [r.link.footprint.name, r.group])).toEqual([
      ['Zeta', 'todo'],
      ['Alpha', 'waiting'],
      ['Beta', 'not_sent'],
      ['Gamma', 'confirmed'],
    ]);
    expect(groupCounts(rows)).toEqual({
      todo: 1,
      waiting: 1,
      not_sent: 1,
      confirmed: 1,
      closed: 0,
    });
  });

  it('takes the newest request of a company sent twice', () => {
    const old = request('a', {
      id: 'old',
      status: 'cancelled',
      created_at: '2026-11-01T00:00:00Z',
    });
    const fresh = request('a', { id: 'new', created_at: '2026-11-02T00:00:00Z' });
    expect(latestByFootprint([fresh, old]).get('a')?.id).toBe('new');
  });
});

describe('update wording', () => {
  it('says what the status means for the person', () => {
    expect(statusText(null)).toBe('Not sent yet');
    expect(statusText({ status: 'sent', channel: 'manual' })).toBe('To do: update it yourself');
    expect(statusText({ status: 'completed', channel: 'email' })).toBe('Confirmed');
    const confirmed = { type: 'confirmed', actor: 'company' } as UpdateRequest['last_event'];
    const done = { type: 'marked_done', actor: 'person' } as UpdateRequest['last_event'];
    const acme = { status: 'completed', channel: 'api', company_name: 'Acme Energy' } as const;
    expect(statusText({ ...acme, last_event: confirmed })).toBe('Confirmed by Acme Energy');
    expect(statusText({ ...acme, last_event: done })).toBe('Confirmed');
    expect(statusText({ status: 'needs_you', channel: 'email' })).toBe('Needs you');
  });

  it('suggests a next step for each reason an update needs the person', () => {
    const base = {
      status: 'needs_you' as const,
      company_name: 'AGL',
      destination: 'x@agl.example',
    };
    expect(needsYouAdvice({ ...base, status_reason: 'no_answer' })).toMatch(
      /not answered after two reminders/,
    );
    expect(needsYouAdvice({ ...base, status_reason: 'needs_user_verification' })).toMatch(
      /confirm who you are/,
    );
    expect(needsYouAdvice({ ...base, status_reason: 'email_bounced' })).toMatch(
      /x@agl.example was refused/,
    );
    expect(needsYouAdvice({ ...base, status: 'sent', status_reason: null })).toBeNull();
  });

  it('tells the timeline in sentences, with who confirmed', () => {
    const r = request('a');
    expect(eventText(r.last_event, r)).toBe('Emailed to privacy@company.example');
    expect(
      eventText(
        { ...r.last_event, type: 'confirmed', actor: 'company', evidence: { confirmed_by: 'Jo' } },
        r,
      ),
    ).toBe('Company a confirmed the change (Jo)');
    expect(
      eventText(
        {
          ...r.last_event,
          type: 'rejected',
          actor: 'company',
          evidence: { fields: [{ field: 'address', outcome: 'rejected', reason: 'no_match' }] },
        },
        r,
      ),
    ).toBe('Company a could not make the change: we could not find this customer');
    expect(
      rejectionText({ status: 'rejected', status_reason: 'other', status_message: 'Closed' }),
    ).toBe('Another reason: “Closed”');
  });
});
