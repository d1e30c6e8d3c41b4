import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@updately/shared/webhooks-api';

import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { toggled } from '../../../lib/selection';
import { EVENT_TYPE_LABELS } from '../utils/business-labels';

type EventTypeCheckboxesProps = {
  id: string;
  value: ReadonlySet<WebhookEventType>;
  onChange: (value: ReadonlySet<WebhookEventType>) => void;
  error?: string;
};

/** The events an endpoint subscribes to, one checkbox each. */
export function EventTypeCheckboxes({ id, value, onChange, error }: EventTypeCheckboxesProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">Events to send</legend>
      {WEBHOOK_EVENT_TYPES.map((type, index) => (
        <div key={type} className="flex items-center gap-3">
          <Checkbox
            id={`${id}-${index}`}
            checked={value.has(type)}
            onCheckedChange={(checked) => onChange(toggled(value, type, checked === true))}
          />
          <Label
            htmlFor={`${id}-${index}`}
            className="flex min-h-6 cursor-pointer items-center font-normal"
          >
            {EVENT_TYPE_LABELS[type]}
          </Label>
        </div>
      ))}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
