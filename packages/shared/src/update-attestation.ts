/**
 * Who did what, in words (issue 23): a request the person ticked off themselves is never called
 * "confirmed", a checklist is never "sent", and counts keep the two apart. Every surface (journey
 * page, Review, the approval toast, the proof in all its formats, admin analytics) takes its words
 * from here.
 */

/** Who completed a request: the company (a confirmation) or the person (self-attested). */
export type CompletedBy = 'company' | 'person';

export const SENT_BY_UPDATELY = 'Sent by Updately';
export const DONE_BY_YOU = 'Done by you (not confirmed by the company)';
export const TO_DO_YOU = 'To do (you)';
export const confirmedBy = (company: string) => `Confirmed by ${company}`;

/** What the person sees before committing: how each company will be told. */
export const CHANNEL_PROMISE = {
  email: 'we email them',
  api: 'connected',
  web_form: 'you fill in their form; we give you every answer',
  letter: 'we write the letter; you post it',
  phone: 'you call them; we give you the script',
  manual: 'you update it; we guide you',
} as const;

/** "6 confirmed by the company · 3 done by you · 11 waiting" (parts that are 0 are left out,
 * except when everything is 0). */
export function progressSummary(counts: { confirmed: number; doneByYou: number; waiting: number }) {
  const parts = [
    counts.confirmed ? `${counts.confirmed} confirmed by the company` : '',
    counts.doneByYou ? `${counts.doneByYou} done by you` : '',
    counts.waiting ? `${counts.waiting} waiting` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Nothing yet';
}

/** After approving: "6 sent for you · 14 to do yourself". */
export function approvalSummary(counts: { sent: number; toDo: number }) {
  const parts = [
    counts.sent ? `${counts.sent} sent for you` : '',
    counts.toDo ? `${counts.toDo} to do yourself` : '',
  ].filter(Boolean);
  return parts.join(' · ');
}
