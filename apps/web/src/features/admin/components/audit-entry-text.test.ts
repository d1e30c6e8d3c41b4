import { describe, expect, it } from 'vitest';

import { auditActionText, auditActorText } from './audit-entry-text';

describe('audit entries in words', () => {
  it('spells out actions, naming the company of an update', () => {
    expect(auditActionText({ action: 'update_request.marked_done', company: 'AAMI' })).toBe(
      'Update request to AAMI: marked done (self-attested, not confirmed by the company)',
    );
    expect(auditActionText({ action: 'update_request.confirmed', company: 'AAMI' })).toBe(
      'Update request to AAMI: confirmed',
    );
    expect(auditActionText({ action: 'user.signin', company: null })).toBe('Account: signed in');
    expect(auditActionText({ action: 'admin.user_ban', company: null })).toBe(
      'Admin: banned the user',
    );
    expect(auditActionText({ action: 'admin.role_grant', company: null })).toBe(
      'Admin: role grant',
    );
    expect(auditActionText({ action: 'weird', company: null })).toBe('Weird');
  });

  it('credits the company, the system or the person, never "them" for all', () => {
    const entry = { actorEmail: 'ada@example.com', company: 'AAMI' };
    expect(auditActorText({ ...entry, actorKind: 'company' })).toBe('AAMI');
    expect(auditActorText({ ...entry, actorKind: 'system' })).toBe('Updately (automatically)');
    expect(auditActorText({ ...entry, actorKind: 'user' })).toBe('them');
    expect(auditActorText({ ...entry, actorKind: 'other' })).toBe('ada@example.com');
    expect(auditActorText({ actorKind: 'other', actorEmail: null, company: null })).toBe(
      'a deleted user',
    );
  });
});
