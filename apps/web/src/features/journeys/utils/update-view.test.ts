import type { JourneyFootprintDetail } from '@updately/shared/journeys-api';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { describe, expect, it } from 'vitest';

import {
  companyGroup,
  companyRows,
  eventText,
  expectedByText,
  isOverdue,
  itemOutcomeText,
  readableItems,
  requestsOfCompany,
  groupCounts,
  keepOrder,
  latestByFootprint,
  needsYouAdvice,
  progressCounts,
  rejectionText,
  statusText,
} from './update-view';
import { formatDay } from './kind-values';
import { COMPANY_NOT_SHARED } from '@updately/shared/safe-mode';

function link(id: string, name: string, done = false): JourneyFootprintDetail {
  return {
    journey_id: 'j',
    footprint_id: id,
    priority_level: 'standard',
    safety: COMPANY_NOT_SHARED,
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
    kind: 'change_of_address',
    subject: 'self',
    expected_by: null,
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
    completed_by: null,
    created_at: '2026-11-25T00:00:00.000Z',
    updated_at: '2026-11-25T01:00:00.000Z',
    ...overrides,
  };
}

describe('journey page groups', () => {
  it('puts each company where its update stands', () => {
    expect(companyGroup(link('a', 'A'), null)).toBe('not_sent');
    expect(companyGroup(link('a', 'A', true), null)).toBe('done_by_you');
    expect(companyGroup(link('a', 'A'), request('a', { status: 'needs_you' }))).toBe('todo');
    expect(companyGroup(link('a', 'A'), request('a', { channel: 'manual' }))).toBe('todo');
    expect(companyGroup(link('a', 'A'), request('a'))).toBe('waiting');
    expect(companyGroup(link('a', 'A'), request('a', { status: 'acknowledged' }))).toBe('waiting');
    const completed = (completed_by: UpdateRequest['completed_by']) =>
      request('a', { status: 'completed', completed_by });
    expect(companyGroup(link('a', 'A', true), completed('company'))).toBe('confirmed');
    expect(companyGroup(link('a', 'A', true), completed('person'))).toBe('done_by_you');
    // Nobody said the company confirmed: it is not counted as a confirmation.
    expect(companyGroup(link('a', 'A', true), completed(null))).toBe('done_by_you');
    for (const status of ['rejected', 'expired', 'cancelled'] as const) {
      expect(companyGroup(link('a', 'A'), request('a', { status }))).toBe('closed');
      expect(companyGroup(link('a', 'A', true), request('a', { status }))).toBe('done_by_you');
    }
  });

  it('counts company confirmations apart from the person’s own "done"', () => {
    const rows = companyRows(
      [link('a', 'A', true), link('b', 'B', true), link('c', 'C', true), link('d', 'D')],
      [
        request('a', { status: 'completed', completed_by: 'company' }),
        request('b', { status: 'completed', completed_by: 'person', channel: 'manual' }),
        request('d', { channel: 'manual' }),
      ],
    );
    expect(progressCounts(rows)).toEqual({
      confirmed: 1,
      doneByYou: 2,
      waiting: 1,
      total: 4,
      label: '1 confirmed by the company · 2 done by you · 1 waiting',
    });
  });

  it('keeps the order the person already sees when a status changes', () => {
    const before = companyRows(
      [link('a', 'Alpha'), link('b', 'Beta')],
      [request('a', { channel: 'manual' }), request('b')],
    );
    const shown = before.map((r) => r.link.footprint_id);
    expect(shown).toEqual(['a', 'b']);
    // Alpha's to-do is done: sorted afresh it would move below Beta.
    const after = companyRows(
      [link('a', 'Alpha', true), link('b', 'Beta'), link('c', 'Aardvark')],
      [request('a', { status: 'completed', completed_by: 'person' }), request('b')],
    );
    expect(after.map((r) => r.link.footprint_id)).toEqual(['b', 'c', 'a']);
    expect(keepOrder(after, shown).map((r) => r.link.footprint_id)).toEqual(['a', 'b', 'c']);
    expect(keepOrder(after, null)).toEqual(after);
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
      ['Gamma', 'done_by_you'],
    ]);
    expect(groupCounts(rows)).toEqual({
      todo: 1,
      waiting: 1,
      not_sent: 1,
      confirmed: 0,
      done_by_you: 1,
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
  it('says who did what, never calling the person’s own "done" confirmed', () => {
    expect(statusText(null)).toBe('Not sent yet');
    expect(statusText(null, true)).toBe('Done by you (not confirmed by the company)');
    expect(statusText({ status: 'sent', channel: 'manual' })).toBe('To do (you)');
    expect(statusText({ status: 'sent', channel: 'email' })).toBe('Sent by Updately');
    expect(statusText({ status: 'sent', channel: 'api' })).toBe('Sent by Updately');
    const acme = { status: 'completed', channel: 'api', company_name: 'Acme Energy' } as const;
    expect(statusText({ ...acme, completed_by: 'company' })).toBe('Confirmed by Acme Energy');
    for (const channel of ['manual', 'email', 'api'] as const) {
      for (const completed_by of ['person', null] as const) {
        const text = statusText({ ...acme, channel, completed_by });
        expect(text).toBe('Done by you (not confirmed by the company)');
        expect(text).not.toMatch(/^Confirmed/);
      }
    }
    expect(statusText({ status: 'rejected', channel: 'email' }, true)).toBe(
      'Done by you (not confirmed by the company)',
    );
    expect(statusText({ status: 'needs_you', channel: 'email' })).toBe('Needs you');
    // Only a joint account's request waits unapproved: for its other holder, not the person.
    expect(statusText({ status: 'pending_consent', channel: 'email' })).toBe(
      'Waiting for the other account holder',
    );
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
    expect(
      needsYouAdvice({
        ...base,
        status_reason: 'document_deleted',
        status_message: 'The death certificate it needed was deleted.',
      }),
    ).toMatch(/^The death certificate it needed was deleted\. Upload it again/);
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

describe('requests per kind and their answers', () => {
  it('keeps the newest request per kind of one company, in the order of the kinds', () => {
    const name = request('a', { id: 'name', kind: 'change_of_name' });
    const oldAddress = request('a', { id: 'old', created_at: '2026-11-01T00:00:00Z' });
    const address = request('a', { id: 'address', created_at: '2026-11-03T00:00:00Z' });
    const other = request('b', { id: 'other' });
    expect(requestsOfCompany([name, oldAddress, address, other], 'a').map((r) => r.id)).toEqual([
      'address',
      'name',
    ]);
  });

  it('says when the answer is expected, and how overdue it is, in words', () => {
    const sent = { status: 'sent', expected_by: '2026-12-27' } as const;
    expect(formatDay('2026-12-27')).toBe('27 Dec 2026');
    expect(expectedByText(sent, '2026-12-01')).toBe('Answer expected by 27 Dec 2026');
    expect(expectedByText(sent, '2026-12-27')).toBe('Answer expected by 27 Dec 2026');
    expect(expectedByText(sent, '2026-12-28')).toBe(
      'Answer was expected by 27 Dec 2026 (1 day overdue)',
    );
    expect(expectedByText({ ...sent, status: 'needs_you' }, '2027-01-06')).toBe(
      'Answer was expected by 27 Dec 2026 (10 days overdue)',
    );
    expect(expectedByText({ ...sent, status: 'completed' }, '2027-01-06')).toBeNull();
    expect(expectedByText({ status: 'queued', expected_by: null })).toBeNull();
    expect(isOverdue({ status: 'needs_you', status_reason: 'overdue' })).toBe(true);
    expect(isOverdue({ status: 'needs_you', status_reason: 'no_answer' })).toBe(false);
    expect(
      needsYouAdvice({
        status: 'needs_you',
        status_reason: 'overdue',
        company_name: 'AGL',
        destination: null,
      }),
    ).toMatch(/AGL has not answered in time. Send them the follow-up letter/);
  });

  it('reads each answer: applied, refused with its reason, no account held', () => {
    const item = { reason_code: null, message: null };
    expect(itemOutcomeText({ ...item, outcome: 'applied' })).toBe('Applied');
    expect(itemOutcomeText({ ...item, outcome: 'no_account' })).toBe('No account held');
    expect(itemOutcomeText({ ...item, outcome: 'pending' })).toBeNull();
    expect(itemOutcomeText({ ...item, outcome: 'rejected' })).toBe('Refused');
    expect(
      itemOutcomeText({ outcome: 'rejected', reason_code: 'no_match', message: 'Wrong name' }),
    ).toBe('Refused: We could not find this customer: “Wrong name”');
  });

  it('shows what went readably: no parts, an instruction in words, answers only on changes', () => {
    const pending = { outcome: 'applied', reason_code: null, message: null } as const;
    const items = readableItems([
      { ...pending, field: 'full_name', value: 'Sam Lee' },
      { ...pending, field: 'instruction', value: 'close_account' },
      { ...pending, field: 'address_parts', value: '{}' },
      { ...pending, field: 'date_of_death', value: '2026-10-01' },
    ]);
    expect(items.map(({ label, text, answer }) => ({ label, text, answer }))).toEqual([
      { label: 'Name', text: 'Sam Lee', answer: null },
      { label: 'Instruction', text: 'Close the account', answer: 'Applied' },
      { label: 'Date of death', text: '1 Oct 2026', answer: null },
    ]);
  });

  it('says a company holds no account, and who said so', () => {
    const items = [
      { field: 'instruction', value: 'close_account', outcome: 'no_account' },
    ] as UpdateRequest['items'];
    const done = { status: 'completed', channel: 'email', company_name: 'AGL', items } as const;
    expect(statusText({ ...done, completed_by: 'company' })).toBe('No account held (said by AGL)');
    expect(statusText({ ...done, completed_by: 'person' })).toBe('No account held (said by you)');
  });

  it('reads an event it does not know as where it left the update', () => {
    const r = request('a');
    expect(
      eventText({ ...r.last_event, type: 'no_account_held' as never, to_status: 'completed' }, r),
    ).toBe('Confirmed');
  });
});
