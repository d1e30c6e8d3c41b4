import { describe, expect, it } from 'vitest';
import { SAFE_NOTIFICATION_SUBJECT, SAFE_NOTIFICATION_TEXT } from '@updately/shared/safe-mode';
import { personRecipient, safeNotificationMail } from './person-recipient';

const ordinary = { safe_mode_at: null, safe_contact_email: null, safe_contact_phone: null };
const safe = { ...ordinary, safe_mode_at: new Date() };

describe('personRecipient', () => {
  it('is the account email for an ordinary journey', () => {
    expect(personRecipient('me@example.com', ordinary)).toEqual({
      via: 'account',
      email: 'me@example.com',
    });
  });

  it('is the safe email, never the account, for a safe-mode journey', () => {
    expect(
      personRecipient('me@example.com', {
        ...safe,
        safe_contact_email: 'safe@example.org',
        safe_contact_phone: '+61400000000',
      }),
    ).toEqual({ via: 'safe_email', email: 'safe@example.org' });
  });

  it('is a text to the safe phone when only a phone is given', () => {
    expect(
      personRecipient('me@example.com', { ...safe, safe_contact_phone: '+61400000000' }),
    ).toEqual({ via: 'safe_text', phone: '+61400000000' });
  });

  it('is nobody when a safe-mode journey has no contact', () => {
    expect(personRecipient('me@example.com', safe)).toEqual({ via: 'nobody' });
  });
});

describe('safeNotificationMail', () => {
  it('has the neutral subject and text, a count and a sign-in link, nothing else', () => {
    const mail = safeNotificationMail('Updately', 'https://u.example', 'safe@example.org', 3);
    expect(mail.to).toBe('safe@example.org');
    expect(mail.subject).toBe(SAFE_NOTIFICATION_SUBJECT);
    expect(mail.text).toBe(
      [
        SAFE_NOTIFICATION_TEXT,
        '3 updates.',
        '',
        'Sign in: https://u.example/login',
        '',
        '— The Updately team',
      ].join('\n'),
    );
    expect(safeNotificationMail('Updately', 'https://u.example', 'a@b.c', 1).text).toContain(
      '1 update.',
    );
  });
});
