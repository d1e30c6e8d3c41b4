import type { AdminUserAuditEntry } from '@updately/shared/admin-users-api';

const RESOURCE_WORDS: Record<string, string> = {
  update_request: 'Update request',
  user: 'Account',
  admin: 'Admin',
  journey: 'Journey',
  footprint: 'Footprint',
  identity: 'Sign-in method',
  onboarding: 'Onboarding',
  organization: 'Business organisation',
  brand_claim: 'Brand claim',
  api_key: 'API key',
};

const EVENT_WORDS: Record<string, string> = {
  marked_done: 'marked done (self-attested, not confirmed by the company)',
  signin: 'signed in',
  signout: 'signed out',
  signup: 'signed up',
  mfa_enable: 'two-factor authentication turned on',
  mfa_disable: 'two-factor authentication turned off',
  user_update: 'changed the user',
  user_ban: 'banned the user',
  user_unban: 'lifted the ban',
  link_sign_in: 'made a sign-in link',
  sessions_revoke: 'signed the user out everywhere',
};

/** An audit action in words: "update_request.marked_done" -> "Update request to AAMI: marked
 * done (self-attested...)"; unknown codes are spelt out rather than hidden. */
export function auditActionText(entry: Pick<AdminUserAuditEntry, 'action' | 'company'>): string {
  const [resource = '', event = ''] = entry.action.split('.', 2);
  const what = RESOURCE_WORDS[resource] ?? spell(resource);
  const to = resource === 'update_request' && entry.company ? ` to ${entry.company}` : '';
  if (!event) return `${what}${to}`;
  return `${what}${to}: ${EVENT_WORDS[event] ?? spell(event).toLowerCase()}`;
}

/** Who did it, as the admin reads it on the user's page. */
export function auditActorText(
  entry: Pick<AdminUserAuditEntry, 'actorKind' | 'actorEmail' | 'company'>,
): string {
  switch (entry.actorKind) {
    case 'user':
      return 'them';
    case 'company':
      return entry.company ?? 'the company';
    case 'system':
      return 'Updately (automatically)';
    default:
      return entry.actorEmail ?? 'a deleted user';
  }
}

const spell = (code: string) => {
  const words = code.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
};
