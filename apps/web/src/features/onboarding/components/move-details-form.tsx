import {
  AU_STATES,
  AU_STATE_NAMES,
  splitAddressLine,
  type AuState,
} from '@updately/shared/au-address';
import type { MovingHouseOnboardingInput } from '@updately/shared/journeys-api';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { showFieldErrors } from '../../../lib/field-errors';
import {
  MOVE_FIELDS,
  suggestedJourneyName,
  toMovingHomeInput,
  type MoveValues,
} from '../utils/moving-home-input';

type MoveDetailsFormProps = {
  brandIds: string[];
  pending: boolean;
  /** The state the person said they move to while picking companies, if any. */
  defaultState?: AuState;
  onBack: () => void;
  onSubmit: (input: MovingHouseOnboardingInput) => void;
};

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base aria-invalid:border-destructive md:text-sm';

/**
 * The move: a journey name filled in for the person (kept in step with the suburb and moving day
 * until they edit it), the new address in parts (a whole line typed into the street is split),
 * and the moving day. Every missing field says so on submit; the button is never silently off.
 */
export function MoveDetailsForm({
  brandIds,
  pending,
  defaultState,
  onBack,
  onSubmit,
}: MoveDetailsFormProps) {
  const [now] = useState(() => new Date());
  const [nameEdited, setNameEdited] = useState(false);
  const form = useForm<MoveValues>({
    defaultValues: {
      name: suggestedJourneyName({ suburb: '', moving_date: '' }, now),
      street: '',
      suburb: '',
      state: defaultState ?? '',
      postcode: '',
      moving_date: '',
    },
  });
  const { errors } = form.formState;

  const renameUnlessEdited = () => {
    if (!nameEdited) form.setValue('name', suggestedJourneyName(form.getValues(), now));
  };
  const splitStreet = (line: string) => {
    const parts = splitAddressLine(line);
    if (parts) {
      (['street', 'suburb', 'state', 'postcode'] as const).forEach((part) =>
        form.setValue(part, parts[part]),
      );
      form.clearErrors(['street', 'suburb', 'state', 'postcode']);
    }
    renameUnlessEdited();
  };

  const submit = (values: MoveValues) => {
    form.clearErrors();
    const result = toMovingHomeInput(brandIds, values);
    if (result.ok) return onSubmit(result.input);
    showFieldErrors(form.setError, MOVE_FIELDS, result.errors);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <Field
        id="move-name"
        label="Journey name"
        description="We named it from your new suburb and moving month; change it if you like."
        autoComplete="off"
        aria-required
        error={errors.name?.message}
        {...form.register('name', { onChange: () => setNameEdited(true) })}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold">New address</legend>
        <Field
          id="move-street"
          label="Street address"
          description="Type or paste the whole address (7 Sydney Road, Coburg VIC 3058) and we fill in the rest."
          autoComplete="address-line1"
          aria-required
          error={errors.street?.message}
          {...form.register('street', { onChange: (event) => splitStreet(event.target.value) })}
        />
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <Field
            id="move-suburb"
            label="Suburb or town"
            autoComplete="address-level2"
            aria-required
            error={errors.suburb?.message}
            {...form.register('suburb', { onChange: renameUnlessEdited })}
          />
          <Field
            id="move-state"
            label="State"
            error={errors.state?.message}
            render={(control) => (
              <select
                {...control}
                aria-required
                autoComplete="address-level1"
                className={selectClass}
                {...form.register('state')}
              >
                <option value="">Choose…</option>
                {AU_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state} – {AU_STATE_NAMES[state]}
                  </option>
                ))}
              </select>
            )}
          />
          <Field
            id="move-postcode"
            label="Postcode"
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            aria-required
            error={errors.postcode?.message}
            {...form.register('postcode')}
          />
        </div>
      </fieldset>
      <Field
        id="move-moving_date"
        label="Moving day (optional)"
        type="date"
        error={errors.moving_date?.message}
        {...form.register('moving_date', { onChange: renameUnlessEdited })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Starting…' : 'Start journey'}
        </Button>
      </div>
    </form>
  );
}
