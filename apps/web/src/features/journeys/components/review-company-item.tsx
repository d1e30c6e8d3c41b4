import { CHANNEL_PROMISE } from '@updately/shared/update-attestation';
import {
  needsPersonStep,
  UPDATE_CHANNEL_LABELS,
  UPDATE_CHANNEL_PERSON_STEP,
  type UpdateChannel,
} from '@updately/shared/update-status';
import { SAFE_HELD_STATUS, sharedCompanyCleared } from '@updately/shared/safe-mode';
import { CUSTOMER_NUMBER_MAX_LENGTH, type ReviewCompany } from '@updately/shared/updates-api';
import { FileInput, FileText, ListChecks, Mail, Phone, Plug } from 'lucide-react';
import { memo, useState } from 'react';

import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import type { ChoiceChange, ReviewChoice } from '../utils/review-selection';
import { ReviewKindOption } from './review-kind-option';

const STEP_ICONS = { web_form: FileInput, letter: FileText, phone: Phone } as const;

/** How the company will be told, in a sentence. */
function channelText(company: ReviewCompany, channel: UpdateChannel, destination: string | null) {
  if (channel === 'email') {
    return { icon: Mail, text: `We email ${destination} on your behalf.` };
  }
  if (channel === 'api') {
    return { icon: Plug, text: `Sent straight to ${company.company_name}'s own system.` };
  }
  if (channel !== 'manual') {
    // Web form, letter, phone: the channel's name, then what the person will do.
    return {
      icon: STEP_ICONS[channel],
      text: `${UPDATE_CHANNEL_LABELS[channel]}: ${UPDATE_CHANNEL_PERSON_STEP[channel]!.toLowerCase()}.`,
    };
  }
  return {
    icon: ListChecks,
    text: `${company.company_name} takes no requests from us yet: you get a checklist with the values to copy.`,
  };
}

type ReviewCompanyItemProps = {
  journeyId: string;
  company: ReviewCompany;
  choice: ReviewChoice;
  /** Stable across renders (keyed by footprint id), so an unchanged company does not re-render. */
  onChange: (footprintId: string, change: ChoiceChange) => void;
};

/** One company on the review page: send to it or not, which kinds, and how each is told. */
export const ReviewCompanyItem = memo(function ReviewCompanyItem({
  journeyId,
  company,
  choice,
  onChange,
}: ReviewCompanyItemProps) {
  const [numberOpen, setNumberOpen] = useState(false);
  const id = `review-${company.footprint_id}`;
  // The channel of the kinds chosen (the first sendable kind's when none is).
  const on = company.kinds.filter((k) => choice.kinds[k.kind]?.on);
  const lead = on[0] ?? company.kinds.find((k) => choice.kinds[k.kind]) ?? company;
  const { icon: Icon, text } = channelText(company, lead.channel, lead.destination);
  const mixed = new Set(on.map((k) => k.channel)).size > 1;
  const held = company.safety.shared && !sharedCompanyCleared(company.safety);

  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm',
        !choice.selected && 'bg-muted/50',
      )}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={choice.selected}
          onCheckedChange={(checked) =>
            onChange(company.footprint_id, { selected: checked === true })
          }
          className="mt-1"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={id} className="text-base font-semibold break-words">
            {company.company_name}
          </Label>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">
              <span
                className={cn(
                  'mr-1.5 inline-block rounded-full border px-2 text-xs font-medium',
                  needsPersonStep(lead.channel)
                    ? 'border-amber-300 bg-amber-50 text-amber-950'
                    : 'border-emerald-300 bg-emerald-50 text-emerald-950',
                )}
              >
                {CHANNEL_PROMISE[lead.channel]}
              </span>
              {mixed ? 'Each kind goes its own way (below).' : text}
            </span>
          </p>
          {held ? (
            <p className="text-sm text-amber-950" data-testid="safe-held">
              <span className="mr-1.5 inline-block rounded-full border border-amber-300 bg-amber-50 px-2 text-xs font-medium">
                {SAFE_HELD_STATUS}
              </span>
              It will not go until you have taken the safer steps with {company.company_name} and
              confirmed twice on the journey page.
            </p>
          ) : null}
        </div>
      </div>
      {choice.selected ? (
        <div className="flex flex-col gap-3 pl-7">
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">What to send to {company.company_name}</legend>
            {company.kinds.map((kind) => (
              <ReviewKindOption
                key={kind.kind}
                journeyId={journeyId}
                companyName={company.company_name}
                id={`${id}-${kind.kind}`}
                kind={kind}
                choice={choice.kinds[kind.kind]}
                onChange={(change) => onChange(company.footprint_id, { kind: kind.kind, change })}
              />
            ))}
          </fieldset>
          {numberOpen || choice.customerNumber ? (
            <div className="flex max-w-sm flex-col gap-1.5">
              <Label htmlFor={`${id}-number`}>
                Customer number at {company.company_name} (optional)
              </Label>
              <Input
                id={`${id}-number`}
                value={choice.customerNumber}
                maxLength={CUSTOMER_NUMBER_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) =>
                  onChange(company.footprint_id, { customerNumber: event.target.value })
                }
              />
            </div>
          ) : (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto self-start p-0"
              onClick={() => setNumberOpen(true)}
            >
              Add your customer number<span className="sr-only"> at {company.company_name}</span>
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
});
