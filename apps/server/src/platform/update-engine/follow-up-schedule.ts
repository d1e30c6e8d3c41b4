import type { UpdateFollowUp } from '../../lib/config';
import type { UpdateEventName } from './transition';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The follow-up a request in step `step` is due for: reminders, then needs_you, then expiry. */
export type FollowUpAction = 'reminder' | 'no_answer' | 'expire';

/**
 * Steps count from 0 once a request is sent: one per reminder day, then one for asking the
 * person (needs_you), then expiry. Each is due its number of days after `sentAt`.
 */
export function followUpStep(
  settings: UpdateFollowUp,
  step: number,
): { action: FollowUpAction; days: number } | null {
  const { reminderDays, needsYouDays, expiryDays } = settings;
  if (step < reminderDays.length) return { action: 'reminder', days: reminderDays[step]! };
  if (step === reminderDays.length) return { action: 'no_answer', days: needsYouDays };
  if (step === reminderDays.length + 1) return { action: 'expire', days: expiryDays };
  return null;
}

/** When step `step` is due for a request sent at `sentAt`; null when nothing more follows. */
export function followUpDueAt(settings: UpdateFollowUp, sentAt: Date, step: number): Date | null {
  const next = followUpStep(settings, step);
  return next ? new Date(sentAt.getTime() + next.days * DAY_MS) : null;
}

/** The event each follow-up records. */
export const FOLLOW_UP_EVENTS: Record<FollowUpAction, UpdateEventName> = {
  reminder: 'reminder_sent',
  no_answer: 'no_answer',
  expire: 'expired',
};

/** The step to jump to so that only expiry is left (a request that needs the person). */
export function expiryStep(settings: UpdateFollowUp): number {
  return settings.reminderDays.length + 1;
}

export function daysFrom(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in Sydney: the product's days. */
export function sydneyDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(date);
}

/** A calendar day plus `days` days. */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** When a request sent at `sentAt` should have its answer by: the sending day + expectedByDays. */
export function expectedByDay(settings: Pick<UpdateFollowUp, 'expectedByDays'>, sentAt: Date) {
  return addDays(sydneyDay(sentAt), settings.expectedByDays);
}

/** Past its expected-by day (the whole day counts, in Sydney): the request is overdue. */
export function isOverdue(expectedBy: string | null, now: Date): boolean {
  return expectedBy !== null && sydneyDay(now) > expectedBy;
}
