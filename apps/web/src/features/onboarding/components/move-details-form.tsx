import type { MovingHouseOnboardingInput } from '@updately/shared/journeys-api';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { showFieldErrors } from '../../../lib/field-errors';
import { journeyNamePlaceholder } from '../../../lib/journey-name-placeholder';
import { toMovingHomeInput, type MoveField, type MoveValues } from '../utils/moving-home-input';

type MoveDetailsFormProps = {
  brandIds: string[];
  pending: boolean;
  onBack: () => void;
  onSubmit: (input: MovingHouseOnboardingInput) => void;
};

const FIELDS: MoveField[] = ['name', 'target_address', 'moving_date'];

/** The moving journey's name (required), new address and moving day (both optional). */
export function MoveDetailsForm({ brandIds, pending, onBack, onSubmit }: MoveDetailsFormProps) {
  const [now] = useState(() => new Date());
  const form = useForm<MoveValues>({
    defaultValues: { name: '', target_address: '', moving_date: '' },
  });
  const { errors } = form.formState;
  const ready = useWatch({ control: form.control, name: 'name' }).trim().length > 0;

  const submit = (values: MoveValues) => {
    const result = toMovingHomeInput(brandIds, values);
    if (result.ok) return onSubmit(result.input);
    showFieldErrors(form.setError, FIELDS, result.errors);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <Field
        id="move-name"
        label="Journey name"
        placeholder={journeyNamePlaceholder('moving_house', now)}
        autoComplete="off"
        aria-required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Field
        id="move-target_address"
        label="New address (optional)"
        autoComplete="street-address"
        error={errors.target_address?.message}
        {...form.register('target_address')}
      />
      <Field
        id="move-moving_date"
        label="Moving day (optional)"
        type="date"
        error={errors.moving_date?.message}
        {...form.register('moving_date')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button type="submit" disabled={!ready || pending}>
          {pending ? 'Starting…' : 'Start journey'}
        </Button>
      </div>
    </form>
  );
}
