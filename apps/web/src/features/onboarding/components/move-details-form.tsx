import type { AuAddress, AuState } from '@updately/shared/au-address';
import type { MovingHouseOnboardingInput } from '@updately/shared/journeys-api';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

import {
  ADDRESS_PARTS,
  AddressFields,
  bindAddressFields,
} from '../../../components/address-fields';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { showFieldErrors } from '../../../lib/field-errors';
import { movingJourneyName } from '../../../lib/journey-name-placeholder';
import { MOVE_FIELDS, toMovingHomeInput, type MoveValues } from '../utils/moving-home-input';

type MoveDetailsFormProps = {
  brandIds: string[];
  pending: boolean;
  /** The state the person said they move to while picking companies, if any. */
  defaultState?: AuState;
  onBack: () => void;
  onSubmit: (input: MovingHouseOnboardingInput) => void;
};

/**
 * The move: a journey name filled in for the person (kept in step with the suburb and moving day
 * until they edit it), the new address in parts, and the moving day. Every missing field says so
 * on submit; the button is never silently off.
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
      name: movingJourneyName({ suburb: '', moving_date: '' }, now),
      street: '',
      suburb: '',
      state: defaultState ?? '',
      postcode: '',
      moving_date: '',
    },
  });
  const { errors } = form.formState;

  const renameUnlessEdited = () => {
    if (!nameEdited) form.setValue('name', movingJourneyName(form.getValues(), now));
  };
  const fillAddress = (parts: AuAddress) => {
    ADDRESS_PARTS.forEach((part) => form.setValue(part, parts[part]));
    form.clearErrors([...ADDRESS_PARTS]);
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
      <AddressFields
        idPrefix="move"
        {...bindAddressFields(form.register, errors)}
        onSplit={fillAddress}
        onSuburbChange={renameUnlessEdited}
      />
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
