import type { FollowUpLetter } from '../api/get-follow-up-letter';
import { mailtoHref } from './safe-link';

/** A "mailto:" link with the letter's subject and body filled in; null without a safe address. */
export function followUpMailto(letter: FollowUpLetter): string | null {
  const base = mailtoHref(letter.to);
  if (!base) return null;
  const query = new URLSearchParams({ subject: letter.subject, body: letter.body });
  // Mail clients read "+" literally: spaces go as %20.
  return `${base}?${query.toString().replace(/\+/g, '%20')}`;
}
