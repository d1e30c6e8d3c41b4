import type { UpdateEvent } from '@updately/shared/updates-api';
import { describe, expect, it } from 'vitest';

import { companyGroup, eventText, needsYouAdvice, statusText } from './update-view';

const event = (type: UpdateEvent['type'], evidence: Record<string, unknown>): UpdateEvent => ({
  seq: 3,
  type,
  actor: 'person',
  from_status: 'queued',
  to_status: 'sent',
  evidence,
  created_at: '2026-11-27T03:00:00.000Z',
});
const request = { company_name: 'Telstra', channel: 'phone' as const, destination: null };

describe('the web form and phone channels on the journey page', () => {
  it('counts an approved form, letter or call as the person’s to-do, and words who reached the company', () => {
    for (const channel of ['web_form', 'letter', 'phone'] as const) {
      expect(companyGroup({ completed_at: null }, { status: 'queued', channel })).toBe('todo');
      expect(statusText({ status: 'queued', channel })).toBe('To do (you)');
    }
    expect(companyGroup({ completed_at: null }, { status: 'queued', channel: 'email' })).toBe(
      'waiting',
    );
    expect(statusText({ status: 'sent', channel: 'web_form' })).toBe('Form submitted by you');
    expect(statusText({ status: 'sent', channel: 'phone' })).toBe('Called by you');
    expect(statusText({ status: 'sent', channel: 'email' })).toBe('Sent by Updately');
  });

  it('words the person’s steps in the timeline', () => {
    expect(eventText(event('form_submitted', { company_reference: 'CS-1' }), request)).toMatch(
      /^Submitted on .+ · their reference CS-1$/,
    );
    expect(
      eventText(
        event('phone_call_logged', { outcome: 'call_back', call_back_on: '2026-12-01' }),
        request,
      ),
    ).toBe('You called: call back on 1 Dec 2026');
    expect(eventText(event('refusal_reported', { reason: 'In writing only' }), request)).toBe(
      'You reported that Telstra refused: “In writing only”',
    );
    expect(eventText(event('marked_done', { via: 'phone' }), request)).toBe(
      'Done on the phone (self-attested)',
    );
  });

  it('asks the person to call back on the day, and asks whether a form was answered', () => {
    expect(
      needsYouAdvice({
        status: 'needs_you',
        status_reason: 'call_back',
        status_message: 'Call Telstra back today',
        company_name: 'Telstra',
        destination: null,
      }),
    ).toBe('Call Telstra back today');
    expect(
      needsYouAdvice({
        status: 'needs_you',
        status_reason: 'no_answer',
        company_name: 'AGL',
        destination: null,
        channel: 'web_form',
      }),
    ).toBe('AGL has not replied to your form.');
  });
});
