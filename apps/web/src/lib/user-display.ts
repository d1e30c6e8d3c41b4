import type { Me } from '@updately/shared/me-api';

/** "First Last" from the profile; the account name, then the email, when the profile has none. */
export function displayName(me: Me | undefined): string {
  const parts = [me?.profile?.first_name, me?.profile?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean);
  if (parts.length > 0) return parts.join(' ');
  return me?.user?.name?.trim() || me?.user?.email || '';
}

/** Up to two letters for an avatar: the first and last word's first letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The avatar letters: first and last name's initials when the profile has them. */
export function userInitials(me: Me | undefined): string {
  const first = me?.profile?.first_name?.trim();
  const last = me?.profile?.last_name?.trim();
  if (first || last) return initials(`${first ?? ''} ${last ? Array.from(last)[0] : ''}`);
  return initials(displayName(me));
}
