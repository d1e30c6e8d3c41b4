import { describe, expect, it } from 'vitest';
import {
  DONE_BY_YOU,
  SENT_BY_UPDATELY,
  TO_DO_YOU,
  confirmedBy,
} from '@updately/shared/update-attestation';
import {
  answeredNoAccount,
  completedByOf,
  proofStatusText,
  proofSummary,
  readableValue,
} from './proof-words';

const to = (type: string, to_status: string) => ({ type, to_status });

describe('proof words', () => {
  it('knows who completed a request from the event that completed it', () => {
    expect(completedByOf('completed', [to('sent', 'sent'), to('confirmed', 'completed')])).toBe(
      'company',
    );
    expect(completedByOf('completed', [to('sent', 'sent'), to('marked_done', 'completed')])).toBe(
      'person',
    );
    expect(completedByOf('sent', [to('sent', 'sent')])).toBeNull();
  });

  it('never calls a checklist sent, nor the person’s own "done" confirmed', () => {
    const row = (channel: 'email' | 'manual', status: 'sent' | 'completed') => ({
      company_name: 'AAMI',
      channel,
      status,
    });
    expect(proofStatusText(row('manual', 'sent'), null)).toBe(TO_DO_YOU);
    expect(proofStatusText(row('email', 'sent'), null)).toBe(SENT_BY_UPDATELY);
    expect(proofStatusText(row('email', 'completed'), 'company')).toBe(confirmedBy('AAMI'));
    expect(proofStatusText(row('email', 'completed'), 'person')).toBe(DONE_BY_YOU);
    expect(proofStatusText(row('manual', 'completed'), 'person')).toBe(DONE_BY_YOU);
  });

  it('sums up company confirmations apart from the person’s, and what closed without a change', () => {
    const r = (
      channel: 'email' | 'manual',
      status: 'sent' | 'completed' | 'rejected',
      completed_by: 'company' | 'person' | null,
    ) => ({ channel, status, completed_by, sent_at: channel === 'manual' ? null : 'x' });
    const summary = proofSummary([
      r('email', 'completed', 'company'),
      r('manual', 'completed', 'person'),
      r('manual', 'sent', null),
      r('email', 'rejected', null),
    ]);
    expect(summary).toEqual({
      total: 4,
      confirmed_by_company: 1,
      done_by_you: 1,
      waiting: 1,
      closed: 1,
      checklists: 2,
      sent_by_updately: 2,
      text: '1 confirmed by the company · 1 done by you · 1 waiting · 1 closed without the change',
    });
    expect(proofSummary([r('email', 'rejected', null)]).text).toBe('1 closed without the change');
    expect(proofSummary([]).text).toBe('Nothing yet');
  });

  it('says "No account held" and who said it when every field was answered so', () => {
    const done = { company_name: 'AAMI', channel: 'email' as const, status: 'completed' as const };
    expect(proofStatusText(done, 'company', true)).toBe('No account held (said by AAMI)');
    expect(proofStatusText({ ...done, channel: 'manual' }, 'person', true)).toBe(
      'No account held (said by you)',
    );
    expect(answeredNoAccount([{ outcome: 'no_account' }, { outcome: 'no_account' }])).toBe(true);
    expect(answeredNoAccount([{ outcome: 'no_account' }, { outcome: 'applied' }])).toBe(false);
    expect(answeredNoAccount([])).toBe(false);
  });

  it('reads stored codes as words', () => {
    expect(readableValue('instruction', 'close_account')).toBe('Close the account');
    expect(readableValue('basis', 'marriage')).toBe('Marriage');
    expect(readableValue('dependant_action', 'add_to_policy')).toBe('Add to my policy');
    expect(readableValue('address', '1 Main St')).toBe('1 Main St');
  });
});

describe('proof words on the person’s own channels', () => {
  it('says who reached the company and who reported a refusal', () => {
    const row = (
      channel: 'web_form' | 'phone' | 'letter',
      status: 'queued' | 'sent' | 'rejected',
    ) => ({
      company_name: 'Telstra',
      channel,
      status,
    });
    expect(proofStatusText(row('web_form', 'queued'), null)).toBe('To do (you)');
    expect(proofStatusText(row('web_form', 'sent'), null)).toBe('Form submitted by you');
    expect(proofStatusText(row('phone', 'sent'), null)).toBe('Called by you');
    expect(proofStatusText(row('phone', 'rejected'), null, false, true)).toBe(
      'Refused by Telstra (told to you)',
    );
  });
});
