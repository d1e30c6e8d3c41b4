import { describe, expect, it } from 'vitest';
import {
  callOutcomeSchema,
  callOutcomeText,
  formSubmittedSchema,
  formSubmittedText,
  orderForReview,
  personStepSummary,
} from './person-channels';
import type { UpdateChannel } from './update-status';

const day = (d: string) => `day ${d}`;

describe('Review and send order', () => {
  it('puts the work that needs the person first (phone, letter, web form, checklist), then email and API', () => {
    const companies = (
      ['api', 'email', 'manual', 'web_form', 'letter', 'phone', 'email'] as UpdateChannel[]
    ).map((channel, i) => ({ channel, name: `c${i}` }));
    expect(orderForReview(companies).map((c) => `${c.channel}:${c.name}`)).toEqual([
      'phone:c5',
      'letter:c4',
      'web_form:c3',
      'manual:c2',
      'email:c1',
      'email:c6',
      'api:c0',
    ]);
  });

  it('keeps the order within a channel (by name from the server)', () => {
    const companies = [
      { channel: 'email' as const, name: 'AGL' },
      { channel: 'email' as const, name: 'Bupa' },
    ];
    expect(orderForReview(companies)).toEqual(companies);
  });

  it('sums up what needs the person', () => {
    expect(personStepSummary(['letter', 'web_form', 'phone', 'email', 'api'])).toBe(
      '3 need you: 1 letter to post, 1 form, 1 call',
    );
    expect(personStepSummary(['letter', 'letter', 'manual'])).toBe(
      '3 need you: 2 letters to post, 1 to update yourself',
    );
    expect(personStepSummary(['phone'])).toBe('1 needs you: 1 call');
    expect(personStepSummary(['email', 'api'])).toBeNull();
  });
});

describe('step words', () => {
  it('words a submitted form with and without the company reference', () => {
    expect(formSubmittedText('27 Nov 2026', 'CS-1')).toBe(
      'Submitted on 27 Nov 2026 · their reference CS-1',
    );
    expect(formSubmittedText('27 Nov 2026', null)).toBe('Submitted on 27 Nov 2026');
  });

  it('words each call outcome', () => {
    expect(callOutcomeText({ outcome: 'done' }, day)).toBe('You called: the change is made');
    expect(callOutcomeText({ outcome: 'call_back', call_back_on: '2026-12-01' }, day)).toBe(
      'You called: call back on day 2026-12-01',
    );
    expect(callOutcomeText({ outcome: 'refused', reason: 'In writing only' }, day)).toBe(
      'You called: they refused (“In writing only”)',
    );
    expect(callOutcomeText(null, day)).toBe('You called them');
  });
});

describe('inputs', () => {
  it('takes an optional, trimmed company reference', () => {
    expect(formSubmittedSchema.parse({})).toEqual({});
    expect(formSubmittedSchema.parse({ company_reference: '  AB-1 ' })).toEqual({
      company_reference: 'AB-1',
    });
    expect(
      formSubmittedSchema.parse({ company_reference: '  ' }).company_reference,
    ).toBeUndefined();
    expect(formSubmittedSchema.safeParse({ company_reference: 'x'.repeat(101) }).success).toBe(
      false,
    );
  });

  it('takes one of the three outcomes with what each needs', () => {
    expect(callOutcomeSchema.safeParse({ outcome: 'done' }).success).toBe(true);
    expect(
      callOutcomeSchema.safeParse({ outcome: 'call_back', call_back_on: '2026-12-01' }).success,
    ).toBe(true);
    expect(callOutcomeSchema.safeParse({ outcome: 'call_back' }).success).toBe(false);
    expect(callOutcomeSchema.safeParse({ outcome: 'refused', reason: ' ' }).success).toBe(false);
    expect(callOutcomeSchema.safeParse({ outcome: 'maybe' }).success).toBe(false);
  });
});
