import { PRIORITY_LEVELS, type PriorityLevel } from '@updately/shared/journey-types';
import type {
  JourneyDetail,
  JourneyFootprintDetail,
  UpdateJourneyFootprintInput,
} from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { ExternalLink, Mail } from 'lucide-react';

import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { CopyButton } from '../../../components/ui/copy-button';
import { Label } from '../../../components/ui/label';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { Switch } from '../../../components/ui/switch';
import { formatDate } from '../../../lib/format-date';
import { cn } from '../../../lib/utils';
import { UPDATE_FIELD_LABELS, UPDATE_FIELDS, journeyTodo } from '../utils/journey-todo';
import { mailtoHref, safeHttpUrl } from '../utils/safe-link';
import { RemoveLinkDialog } from './remove-link-dialog';

// Colour is never the only signal: each badge says what it means.
const SUCCESS = 'border-transparent bg-emerald-100 text-emerald-900';
const WARNING = 'border-transparent bg-amber-100 text-amber-900';

const PRIORITY_LABELS: Record<PriorityLevel, string> = {
  high: 'High',
  standard: 'Standard',
  low: 'Low',
};
const PRIORITY_OPTIONS = labelledOptions(PRIORITY_LEVELS, PRIORITY_LABELS);

type LinkedCompanyCardProps = {
  journey: JourneyDetail;
  link: JourneyFootprintDetail;
  piiFields: readonly PiiFieldType[];
  onChange: (input: UpdateJourneyFootprintInput) => void;
  onRemove: () => void;
};

/** One linked company: its priority, the fields to update there, and its to-do. */
export function LinkedCompanyCard({
  journey,
  link,
  piiFields,
  onChange,
  onRemove,
}: LinkedCompanyCardProps) {
  const { footprint } = link;
  const id = `link-${link.footprint_id}`;
  const done = link.completed_at !== null;
  const todo = journeyTodo(journey, link, piiFields);
  const settingsUrl = safeHttpUrl(footprint.brand?.account_settings_url);
  const websiteUrl = safeHttpUrl(footprint.brand?.website);
  const contact = footprint.brand?.contact_email ?? null;
  const contactHref = mailtoHref(contact);

  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cn(
        'flex flex-col gap-5 rounded-lg border border-border bg-card p-5 shadow-sm',
        done && 'bg-slate-50',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="text-lg leading-tight font-semibold break-words">
            {footprint.name}
          </h3>
          <p className="text-sm text-muted-foreground">{footprint.category_label}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {link.priority_level === 'high' ? <Badge className={WARNING}>High priority</Badge> : null}
          {done ? (
            <Badge className={SUCCESS}>Done {formatDate(link.completed_at ?? '')}</Badge>
          ) : (
            <Badge variant="outline">To do</Badge>
          )}
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-priority`}>
            Priority<span className="sr-only"> for {footprint.name}</span>
          </Label>
          <OptionSelect
            id={`${id}-priority`}
            value={link.priority_level}
            onChange={(priority_level) => onChange({ priority_level })}
            options={PRIORITY_OPTIONS}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">
            Details to update<span className="sr-only"> at {footprint.name}</span>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {UPDATE_FIELDS.map((field) => (
              <div key={field} className="flex items-center gap-2">
                <Switch
                  id={`${id}-${field}`}
                  checked={link.fields_to_update[field]}
                  onCheckedChange={(checked) =>
                    onChange({ fields_to_update: { [field]: checked } })
                  }
                />
                <Label htmlFor={`${id}-${field}`} className="font-normal">
                  {UPDATE_FIELD_LABELS[field]}
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>

      <section
        aria-labelledby={`${id}-todo`}
        className="flex flex-col gap-3 rounded-md bg-muted p-4 text-sm"
      >
        <h4 id={`${id}-todo`} className="font-semibold">
          To do
        </h4>
        <p>{todo.instruction}</p>
        {todo.values.length > 0 ? (
          <dl className="flex flex-col gap-2">
            {todo.values.map((item) => (
              <div
                key={item.id}
                className="flex flex-col gap-2 rounded-md bg-background p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <dt className="text-muted-foreground">{item.label}</dt>
                  <dd className="font-medium break-words">{item.value}</dd>
                </div>
                <CopyButton value={item.value} what={item.label.toLowerCase()} />
              </div>
            ))}
          </dl>
        ) : null}
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
                  className="inline-flex min-h-6 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-4"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {settingsUrl ? 'Account settings' : 'Website'}
                  <span className="sr-only"> of {footprint.name} (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
            {contactHref ? (
              <li>
                <a
                  href={contactHref}
                  className="inline-flex min-h-6 items-center gap-1.5 font-medium break-all text-brand-800 underline underline-offset-4"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  <span className="sr-only">Email {footprint.name} at </span>
                  {contact}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-done`}
            checked={done}
            onCheckedChange={(checked) => onChange({ done: checked === true })}
          />
          <Label htmlFor={`${id}-done`} className="font-normal">
            Mark as done<span className="sr-only">: {footprint.name}</span>
          </Label>
        </div>
        <RemoveLinkDialog name={footprint.name} onConfirm={onRemove} />
      </div>
    </article>
  );
}
