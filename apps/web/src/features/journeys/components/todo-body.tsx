import type { JourneyFootprintDetail } from '@updately/shared/journeys-api';
import { ExternalLink, Mail } from 'lucide-react';

import { CopyButton } from '../../../components/ui/copy-button';
import type { JourneyTodo } from '../utils/journey-todo';
import { UPDATE_FIELD_LABELS } from '../utils/journey-todo';
import { mailtoHref, safeHttpUrl } from '../utils/safe-link';

const LINK =
  'inline-flex min-h-6 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-4';

/**
 * The new values to give a company, each with a copy button — from `copyFrom` on, when the page
 * copies the first one with its own action.
 */
export function TodoValues({
  values,
  copyFrom = 0,
}: {
  values: JourneyTodo['values'];
  copyFrom?: number;
}) {
  if (values.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {values.map((item, i) => (
        <li
          key={item.id}
          className="flex flex-col gap-2 rounded-md bg-background p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="min-w-0">
            <span className="block text-muted-foreground">{item.label}</span>
            <span className="block font-medium break-words">{item.value}</span>
          </p>
          {i >= copyFrom ? <CopyButton value={item.value} what={item.label.toLowerCase()} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** What to change at one company yourself: the values to copy and where to go. */
export function TodoBody({
  todo,
  footprint,
}: {
  todo: JourneyTodo;
  footprint: JourneyFootprintDetail['footprint'];
}) {
  const settingsUrl = safeHttpUrl(footprint.brand?.account_settings_url);
  const websiteUrl = safeHttpUrl(footprint.brand?.website);
  const contact = footprint.brand?.contact_email ?? null;
  const contactHref = mailtoHref(contact);
  return (
    <>
      <p>{todo.instruction}</p>
      <TodoValues values={todo.values} />
      {todo.missing.length > 0 ? (
        <p className="text-muted-foreground">
          No new {todo.missing.map((f) => UPDATE_FIELD_LABELS[f].toLowerCase()).join(' or ')} is
          recorded for this journey: enter it with {footprint.name} directly.
        </p>
      ) : null}
      {todo.alsoCheck.length > 0 ? (
        <p>
          <span className="font-medium">Also check:</span> {todo.alsoCheck.join(', ')}
        </p>
      ) : null}
      {settingsUrl || websiteUrl || contactHref ? (
        <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {settingsUrl || websiteUrl ? (
            <li>
              <a
                href={settingsUrl ?? websiteUrl ?? undefined}
                target="_blank"
                rel="noreferrer noopener"
                className={LINK}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {settingsUrl ? 'Change-of-details page' : 'Website'}
                <span className="sr-only"> of {footprint.name} (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
          {contactHref ? (
            <li>
              <a href={contactHref} className={`${LINK} break-all`}>
                <Mail aria-hidden="true" className="size-4" />
                <span className="sr-only">Email {footprint.name} at </span>
                {contact}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}
