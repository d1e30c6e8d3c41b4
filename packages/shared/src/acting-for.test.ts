import { describe, expect, it } from 'vitest';
import {
  actingHeader,
  actingIntro,
  actingIssue,
  actingProofLine,
  actingSignature,
  authorityDocuments,
  journeyActingFor,
  resolveActing,
  SUBJECT_NAME_FOR_DEATH_MESSAGE,
  type ActingFor,
} from './acting-for';
import { createJourneySchema, updateJourneySchema } from './journeys-api';
import { ACTING_ROLES, ROLES_FOR_SUBJECT, type ActingRole } from './journey-people';
import type { NotificationOfDeathDetails } from './request-kind-payloads';

const death = (relationship: NotificationOfDeathDetails['notifier']['relationship']) => ({
  notification_of_death: {
    deceased: {
      full_name: 'Jane Doe',
      date_of_birth: '1940-01-01',
      date_of_death: '2026-10-01',
      last_address: '1 Main St, Hobart TAS 7000',
    },
    notifier: { name: 'Sam Doe', relationship, address: '2 High St, Hobart TAS 7000' },
  },
});

describe('resolveActing: the defaults per life event', () => {
  it('keeps a journey about its owner with no role', () => {
    expect(resolveActing('moving_house', {})).toEqual({ subject: 'self', acting_role: null });
    expect(resolveActing('having_baby', {})).toEqual({ subject: 'self', acting_role: null });
  });

  it('makes Losing a Loved One about the deceased, the notifier relationship as the role', () => {
    expect(resolveActing('losing_loved_one', {})).toEqual({
      subject: 'deceased',
      acting_role: 'executor',
    });
    expect(resolveActing('losing_loved_one', {}, death('administrator')).acting_role).toBe(
      'administrator',
    );
    expect(resolveActing('losing_loved_one', {}, death('other')).acting_role).toBe('executor');
    expect(
      resolveActing('losing_loved_one', { acting_role: 'next_of_kin' }, death('executor'))
        .acting_role,
    ).toBe('next_of_kin');
  });

  it('gives another subject its first role', () => {
    expect(resolveActing('moving_house', { subject: 'attorney_for' }).acting_role).toBe('attorney');
    expect(resolveActing('moving_house', { subject: 'child' }).acting_role).toBe('parent_guardian');
  });
});

describe('actingIssue: the subject fits the event, the role the subject', () => {
  it('accepts every role of every subject, with a name', () => {
    for (const [subject, roles] of Object.entries(ROLES_FOR_SUBJECT)) {
      const type = subject === 'deceased' ? 'losing_loved_one' : 'moving_house';
      for (const role of roles) {
        const name = subject === 'deceased' ? undefined : 'Pat Lee';
        expect(
          actingIssue(type, { subject: subject as never, acting_role: role }, name),
        ).toBeUndefined();
      }
    }
  });

  it('refuses a role that does not fit the subject', () => {
    for (const role of ACTING_ROLES.filter((r) => r !== 'attorney')) {
      expect(
        actingIssue('moving_house', { subject: 'attorney_for', acting_role: role }, 'Pat')?.path,
      ).toBe('acting_role');
    }
  });

  it('refuses a role or a name for self', () => {
    expect(actingIssue('moving_house', { subject: 'self', acting_role: 'partner' }, null)).toEqual({
      path: 'acting_role',
      message: 'Acting for yourself has no role.',
    });
    expect(actingIssue('moving_house', { subject: 'self', acting_role: null }, 'Pat')?.path).toBe(
      'subject_name',
    );
  });

  it('needs a name for a living subject, and none for the deceased', () => {
    expect(
      actingIssue('moving_house', { subject: 'partner', acting_role: 'partner' }, undefined),
    ).toEqual({ path: 'subject_name', message: 'Enter their full name.' });
    expect(
      actingIssue('losing_loved_one', { subject: 'deceased', acting_role: 'executor' }, 'Jane'),
    ).toEqual({ path: 'subject_name', message: SUBJECT_NAME_FOR_DEATH_MESSAGE });
  });

  it('keeps Losing a Loved One about the deceased, and the deceased to it', () => {
    expect(
      actingIssue('losing_loved_one', { subject: 'self', acting_role: null }, null)?.message,
    ).toBe('A Losing a Loved One journey is always about the person who died.');
    expect(
      actingIssue('moving_house', { subject: 'deceased', acting_role: 'executor' }, null)?.path,
    ).toBe('subject');
    expect(
      actingIssue('having_baby', { subject: 'child', acting_role: 'parent_guardian' }, 'Kim')?.path,
    ).toBe('subject');
  });
});

describe('the journey schemas', () => {
  const base = { type: 'moving_house', name: 'Mum moves' } as const;

  it('accepts an attorney with a name, and applies the rules', () => {
    expect(
      createJourneySchema.safeParse({
        ...base,
        subject: 'attorney_for',
        acting_role: 'attorney',
        subject_name: 'Margaret Chen',
      }).success,
    ).toBe(true);
    const wrong = createJourneySchema.safeParse({
      ...base,
      subject: 'attorney_for',
      acting_role: 'executor',
      subject_name: 'Margaret Chen',
    });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['acting_role'] });
  });

  it('does not take the name inside the details', () => {
    const parsed = createJourneySchema.parse({
      ...base,
      details: { acting_for: { name: 'Sneaky' } },
    });
    expect(parsed.details).toEqual({});
  });

  it('lets an update change only who it is for', () => {
    expect(updateJourneySchema.safeParse({ subject: 'self', acting_role: null }).success).toBe(
      true,
    );
  });
});

describe('journeyActingFor', () => {
  it('names the subject from the acting_for details, or the death details', () => {
    expect(
      journeyActingFor({
        subject: 'attorney_for',
        acting_role: 'attorney',
        details: { acting_for: { name: 'Margaret Chen' } },
      }),
    ).toEqual({ subject: 'attorney_for', role: 'attorney', name: 'Margaret Chen' });
    expect(
      journeyActingFor({ subject: 'deceased', acting_role: 'executor', details: death('other') })
        ?.name,
    ).toBe('Jane Doe');
    expect(journeyActingFor({ subject: 'self', acting_role: null, details: {} })).toBeNull();
    expect(
      journeyActingFor({ subject: 'partner', acting_role: 'partner', details: {} }),
    ).toBeNull();
  });
});

describe('the words per role', () => {
  const of = (role: ActingRole, name = 'Jane Doe'): ActingFor => ({
    subject: role === 'attorney' ? 'attorney_for' : 'deceased',
    role,
    name,
  });

  it('says how the person writes', () => {
    expect(actingIntro(of('executor'))).toBe(
      'I am writing as the executor of the estate of Jane Doe.',
    );
    expect(actingIntro(of('administrator'))).toBe(
      'I am writing as the administrator of the estate of Jane Doe.',
    );
    expect(actingIntro(of('next_of_kin'))).toBe('I am writing as the next of kin of Jane Doe.');
    expect(actingIntro(of('parent_guardian', 'Kim Lee'))).toBe(
      'I am writing as the parent or guardian of Kim Lee.',
    );
    expect(actingIntro(of('partner', 'Pat Lee'))).toBe('I am writing as the partner of Pat Lee.');
    expect(actingIntro(of('attorney', 'Margaret Chen'))).toBe(
      'I am writing as attorney under an enduring power of attorney for Margaret Chen.',
    );
  });

  it('signs, proves and heads with the role', () => {
    expect(actingSignature('Sam Doe', of('executor'))).toBe('Sam Doe (Executor)');
    expect(actingSignature('Sam Doe', of('next_of_kin'))).toBe('Sam Doe (Next of kin)');
    expect(actingProofLine('Sam Doe', of('executor'))).toBe('Sam Doe, executor for Jane Doe');
    expect(actingHeader(of('attorney', 'Margaret Chen'))).toBe(
      'Acting as Attorney for Margaret Chen',
    );
  });
});

describe('authorityDocuments', () => {
  it("offers the role's documents, none for self", () => {
    expect(authorityDocuments({ subject: 'deceased', acting_role: 'executor' })).toEqual([
      'grant_of_probate',
      'will',
    ]);
    expect(authorityDocuments({ subject: 'deceased', acting_role: 'administrator' })).toEqual([
      'letters_of_administration',
    ]);
    expect(authorityDocuments({ subject: 'self', acting_role: null })).toEqual([]);
  });
});
