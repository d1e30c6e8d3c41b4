import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINAL_UPDATE_STATUSES,
  UPDATE_ACTORS,
  UPDATE_EVENT_RULES,
  UPDATE_STATUSES,
  allowedEvents,
  isFinalStatus,
  transition,
  type UpdateStatus,
} from './update-status';

const EVENTS = Object.keys(UPDATE_EVENT_RULES) as (keyof typeof UPDATE_EVENT_RULES)[];
const status = fc.constantFrom(...UPDATE_STATUSES);
const event = fc.constantFrom(...EVENTS);
const actor = fc.constantFrom(...UPDATE_ACTORS);

describe('update request states', () => {
  it('accepts exactly what the rules allow, from the listed states, for the listed actors', () => {
    fc.assert(
      fc.property(status, event, actor, (from, name, who) => {
        const rule = UPDATE_EVENT_RULES[name];
        const result = transition(from, name, who);
        const allowed =
          (rule.actors as readonly string[]).includes(who) &&
          (rule.from as readonly string[]).includes(from);
        expect(result.ok).toBe(allowed);
        if (result.ok) expect(result.to).toBe(rule.to === 'same' ? from : rule.to);
      }),
    );
  });

  it('never leaves a final state', () => {
    for (const final of FINAL_UPDATE_STATUSES) {
      for (const who of UPDATE_ACTORS) expect(allowedEvents(final, who)).toEqual([]);
    }
  });

  it('walks any random sequence of events without an illegal state', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(event, actor), { maxLength: 40 }), (steps) => {
        let current: UpdateStatus = 'pending_consent';
        const seen: UpdateStatus[] = [current];
        for (const [name, who] of steps) {
          const result = transition(current, name, who);
          if (!result.ok) continue;
          expect(UPDATE_STATUSES).toContain(result.to);
          expect(isFinalStatus(current)).toBe(false);
          current = result.to;
          seen.push(current);
        }
        // Once final, always final.
        const firstFinal = seen.findIndex(isFinalStatus);
        if (firstFinal >= 0) expect(new Set(seen.slice(firstFinal)).size).toBe(1);
      }),
    );
  });

  it('lets a company only answer, the system only deliver and follow up, and the person the rest', () => {
    expect(allowedEvents('sent', 'company').sort()).toEqual(
      ['acknowledged', 'confirmed', 'rejected', 'verification_needed'].sort(),
    );
    // A queued request is also re-routed when the business that was to receive it loses the brand,
    // and a letter is posted by a print-and-post provider.
    expect(allowedEvents('queued', 'system').sort()).toEqual(
      ['document_deleted', 'posted', 'rerouted', 'sent', 'undeliverable'].sort(),
    );
    expect(allowedEvents('completed', 'system')).toEqual([]);
    expect(allowedEvents('needs_you', 'person').sort()).toEqual(
      [
        'cancelled',
        'document_deleted',
        'form_submitted',
        'marked_done',
        'phone_call_logged',
        'refusal_reported',
        'resent',
        'value_changed',
      ].sort(),
    );
    // The person's own steps on the web-form, letter and phone channels.
    expect(allowedEvents('queued', 'person').sort()).toEqual(
      [
        'cancelled',
        'document_deleted',
        'form_submitted',
        'phone_call_logged',
        'posted',
        'value_changed',
      ].sort(),
    );
    expect(allowedEvents('pending_consent', 'person').sort()).toEqual(
      ['approved', 'cancelled', 'document_deleted', 'value_changed'].sort(),
    );
  });

  it('reaches every state from a new request', () => {
    const reached = new Set<UpdateStatus>(['pending_consent']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const from of [...reached]) {
        for (const name of EVENTS) {
          for (const who of UPDATE_ACTORS) {
            const result = transition(from, name, who);
            if (result.ok && !reached.has(result.to)) {
              reached.add(result.to);
              grew = true;
            }
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...UPDATE_STATUSES].sort());
  });
});
