import { sql } from 'drizzle-orm';
import { KIND_SCRIPTS } from '@updately/shared/request-kind-words';
import type { RequestKind } from '@updately/shared/request-kinds';
import { queryRows, type Db } from '../../db/client';
import { deadlineReminders } from '../../db/schema';
import { formatCalendarDay } from '../../lib/dates';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { mailTemplates } from '../mail/templates';
import { type JourneyContact, personRecipient, sendSafeNotice } from './person-recipient';

export const DEADLINE_REMINDER_QUEUE = 'deadline-reminders';
/** The person is reminded this many days before a legal deadline. */
export const REMIND_DAYS_BEFORE = 3;

export type DeadlineReminderDeps = {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  jobs: JobQueue;
  appName: string;
  appUrl: string;
};

type Due = JourneyContact & {
  request_id: string;
  user_id: string;
  journey_id: string;
  journey_name: string;
  company_name: string;
  kind: string;
  email: string;
  description: string;
  source_url: string;
  due_on: string;
};

/**
 * Once per request, from 3 days before its legal deadline until the day itself: a reminder to the
 * person of each checklist item (manual) still open, or form, letter or call not done yet, whose
 * brand has a deadline for its kind,
 * counted from the request's effective date. Each in its own transaction with its record in
 * deadline_reminders, so a second run (or instance) sends nothing more. Answers how many.
 */
export async function runDeadlineReminders(
  deps: DeadlineReminderDeps,
  now = new Date(),
): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const due = await queryRows<Due>(
    deps.db,
    sql`select r.id as request_id, r.user_id, r.journey_id, j.name as journey_name,
          r.company_name, r.kind, u.email, d.description, d.source_url,
          j.safe_mode_at, j.safe_contact_email, j.safe_contact_phone,
          to_char(r.effective_date + d.days, 'YYYY-MM-DD') as due_on
        from update_requests r
        join brand_deadlines d on d.brand_id = r.brand_id and d.kind = r.kind
        join users u on u.id = r.user_id
        join journeys j on j.id = r.journey_id
        where (r.channel = 'manual' and r.status in ('queued', 'sent', 'acknowledged', 'needs_you')
            or r.channel in ('web_form', 'letter', 'phone') and r.status = 'queued')
          and r.effective_date is not null
          and r.effective_date + d.days between ${today}::date
            and ${today}::date + ${REMIND_DAYS_BEFORE}::int
          and not exists (select 1 from deadline_reminders m where m.request_id = r.id)`,
  );
  let sent = 0;
  for (const item of due) if (await remindOne(deps, item)) sent++;
  return sent;
}

async function remindOne(deps: DeadlineReminderDeps, item: Due): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(deadlineReminders)
      .values({ request_id: item.request_id, user_id: item.user_id, due_on: item.due_on })
      .onConflictDoNothing()
      .returning({ id: deadlineReminders.request_id });
    if (claimed.length === 0) return false;
    const recipient = personRecipient(item.email, item);
    if (recipient.via !== 'account') {
      return sendSafeNotice(deps, tx, item.journey_id, recipient, 1);
    }
    const script = KIND_SCRIPTS[item.kind as RequestKind];
    await deps.mailer.sendInTransaction(
      tx,
      mailTemplates.deadlineReminder(
        deps.appName,
        recipient.email,
        {
          company: item.company_name,
          journey: item.journey_name,
          description: item.description,
          what_to_do: script ? `${script.say} ${script.ask.join(' ')}` : 'Tell them what changed.',
          due_on: formatCalendarDay(item.due_on),
          source_url: item.source_url,
        },
        `${deps.appUrl}/journeys/${item.journey_id}`,
      ),
    );
    return true;
  });
}
