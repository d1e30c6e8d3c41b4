import type { MovingHouseOnboardingInput } from '@updately/shared/journeys-api';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
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
    FIELDS.filter((field) => result.errors[field]).forEach((field, index) =>
      form.setError(field, { message: result.errors[field] }, { shouldFocus: index === 0 }),
    );
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  const field = (name: MoveField, label: string, props: Record<string, unknown>) => {
    const id = `move-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
          {...form.register(name)}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {field('name', 'Journey name', {
        placeholder: journeyNamePlaceholder('moving_house', now),
        autoComplete: 'off',
        'aria-required': true,
      })}
      {field('target_address', 'New address (optional)', { autoComplete: 'street-address' })}
      {field('moving_date', 'Moving day (optional)', { type: 'date' })}
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
