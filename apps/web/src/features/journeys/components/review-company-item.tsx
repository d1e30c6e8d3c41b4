import { CHANNEL_PROMISE } from '@updately/shared/update-attestation';
import {
  CUSTOMER_NUMBER_MAX_LENGTH,
  UPDATE_FIELD_LABELS,
  type ReviewCompany,
} from '@updately/shared/updates-api';
import { Mail, ListChecks, Plug } from 'lucide-react';
import { useState } from 'react';

import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import type { ReviewChoice } from '../utils/review-selection';

/** How the company will be told, in a sentence. */
function channelText(company: ReviewCompany) {
  if (company.channel === 'email') {
    return { icon: Mail, text: `We email ${company.destination} on your behalf.` };
  }
  if (company.channel === 'api') {
    return { icon: Plug, text: `Sent straight to ${company.company_name}'s own system.` };
  }
  return {
    icon: ListChecks,
    text: `${company.company_name} takes no requests from us yet: you get a checklist with the values to copy.`,
  };
}

type ReviewCompanyItemProps = {
  company: ReviewCompany;
  choice: ReviewChoice;
  onChange: (change: Partial<ReviewChoice>) => void;
};

/** One company on the review page: send to it or not, which details, and how it is told. */
export function ReviewCompanyItem({ company, choice, onChange }: ReviewCompanyItemProps) {
  const [numberOpen, setNumberOpen] = useState(false);
  const id = `review-${company.footprint_id}`;
  const { icon: Icon, text } = channelText(company);
  const toggleField = (field: ReviewCompany['fields'][number]['field'], on: boolean) =>
    onChange({
      fields: on
        ? [...new Set([...choice.fields, field])]
        : choice.fields.filter((f) => f !== field),
    });

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
          onCheckedChange={(checked) => onChange({ selected: checked === true })}
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
                  company.channel === 'manual'
                    ? 'border-amber-300 bg-amber-50 text-amber-950'
                    : 'border-emerald-300 bg-emerald-50 text-emerald-950',
                )}
              >
                {CHANNEL_PROMISE[company.channel]}
              </span>
              {text}
            </span>
          </p>
        </div>
      </div>
      {choice.selected ? (
        <div className="flex flex-col gap-3 pl-7">
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Details to send to {company.company_name}</legend>
            {company.fields.map(({ field, value }) => (
              <div key={field} className="flex items-start gap-2 text-sm">
                <Checkbox
                  id={`${id}-${field}`}
                  checked={value !== null && choice.fields.includes(field)}
                  disabled={value === null}
                  onCheckedChange={(checked) => toggleField(field, checked === true)}
                  className="mt-0.5"
                />
                <Label htmlFor={`${id}-${field}`} className="font-normal break-words">
                  {UPDATE_FIELD_LABELS[field]}:{' '}
                  {value ? (
                    <span className="font-medium">{value}</span>
                  ) : (
                    <span className="text-muted-foreground">none recorded for this journey</span>
                  )}
                </Label>
              </div>
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
                onChange={(event) => onChange({ customerNumber: event.target.value })}
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
}
