import { SECURE_ACTIONS, SECURE_ACTION_LABELS } from '@updately/shared/request-kind-payloads';
import { useFormContext } from 'react-hook-form';

import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import type { EventDetailsValues } from '../utils/event-details-input';
import { DetailChecks, DetailField, useDetailError } from './event-detail-field';

const base = 'details.secure_account';

/** Got Hacked: when, what happened in a few words (never a secret), and what to ask for. */
export function SecureAccountFields() {
  const { register } = useFormContext<EventDetailsValues>();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">What happened</legend>
      <DetailField name={`${base}.date_noticed`} label="Date you noticed" type="date" />
      <Field
        id="event-details-secure-account-what-happened"
        label="What happened"
        description="A few words for each company. Never a password, code or card number: companies never need them."
        error={useDetailError(`${base}.what_happened`)}
        render={(control) => (
          <Textarea
            {...control}
            aria-required
            maxLength={500}
            {...register(`${base}.what_happened`)}
          />
        )}
      />
      <DetailChecks
        name={`${base}.actions`}
        legend="Ask each company to"
        options={SECURE_ACTIONS}
        labels={SECURE_ACTION_LABELS}
      />
    </fieldset>
  );
}
