import {
  JOURNEY_TYPE_LABELS,
  JOURNEY_TYPES,
  type JourneyType,
} from '@updately/shared/journey-types';
import type { CreateJourneyInput } from '@updately/shared/journeys-api';
import { REQUEST_KIND_LABELS, journeyMainKind } from '@updately/shared/request-kinds';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import {
  ADDRESS_PARTS,
  AddressFields,
  bindAddressFields,
} from '../../../components/address-fields';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field, FieldError, fieldDescribedBy } from '../../../components/ui/field';
import type { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { showFieldErrors } from '../../../lib/field-errors';
import { journeyNamePlaceholder, movingJourneyName } from '../../../lib/journey-name-placeholder';
import {
  EMPTY_START_JOURNEY_VALUES,
  START_JOURNEY_FIELDS,
  toStartJourneyInput,
  type StartJourneyValues,
} from '../utils/start-journey-input';
import { actingDefaults } from '../utils/acting-input';
import { ActingForFields } from './acting-for-fields';
import { JourneyTypeIcon } from './journey-type-icon';

type StartJourneyFormProps = {
  defaultType?: JourneyType;
  pending: boolean;
  onSubmit: (input: CreateJourneyInput) => void;
  onCancel: () => void;
};

type OptionalField = 'moving_date' | 'target_email' | 'target_phone';

export function StartJourneyForm({
  defaultType,
  pending,
  onSubmit,
  onCancel,
}: StartJourneyFormProps) {
  const [now] = useState(() => new Date());
  // A move's name is filled in for the person and follows the suburb until they edit it.
  const [nameEdited, setNameEdited] = useState(false);
  const form = useForm<StartJourneyValues>({
    defaultValues: {
      ...EMPTY_START_JOURNEY_VALUES,
      ...actingDefaults(defaultType ?? ''),
      type: defaultType ?? '',
      name:
        defaultType === 'moving_house' ? movingJourneyName(EMPTY_START_JOURNEY_VALUES, now) : '',
    },
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const [subject, actingRole, subjectName] = useWatch({
    control: form.control,
    name: ['subject', 'acting_role', 'subject_name'],
  });

  const renameUnlessEdited = () => {
    if (nameEdited) return;
    const values = form.getValues();
    form.setValue('name', values.type === 'moving_house' ? movingJourneyName(values, now) : '');
  };

  const submit = (values: StartJourneyValues) => {
    form.clearErrors();
    const result = toStartJourneyInput(values);
    if (result.ok) return onSubmit(result.input);
    showFieldErrors(form.setError, START_JOURNEY_FIELDS, result.errors);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  // The optional new details a journey asks for, validated when given.
  const optionalField = (
    field: OptionalField,
    label: string,
    inputProps: ComponentProps<typeof Input>,
  ) => (
    <Field
      id={`start-journey-${field}`}
      label={`${label} (optional)`}
      error={errors[field]?.message}
      {...inputProps}
      {...form.register(field, field === 'moving_date' ? { onChange: renameUnlessEdited } : {})}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <span id="start-journey-type-label" className="text-sm leading-none font-medium">
          Journey type
        </span>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                const acting = actingDefaults(value as JourneyType);
                form.setValue('subject', acting.subject);
                form.setValue('acting_role', acting.acting_role);
                renameUnlessEdited();
              }}
              aria-labelledby="start-journey-type-label"
              aria-describedby={fieldDescribedBy('start-journey-type', {
                error: errors.type?.message,
              })}
              aria-required="true"
              className="max-h-60 overflow-y-auto rounded-md border border-border p-2"
            >
              {JOURNEY_TYPES.map((journeyType) => {
                const id = `start-journey-type-${journeyType}`;
                return (
                  <div
                    key={journeyType}
                    className="flex items-center gap-3 rounded-md border border-transparent px-3 py-1 hover:bg-muted has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-brand-50"
                  >
                    <RadioGroupItem id={id} value={journeyType} />
                    <Label
                      htmlFor={id}
                      className="flex min-h-10 flex-1 cursor-pointer items-center gap-3 font-normal"
                    >
                      <JourneyTypeIcon type={journeyType} className="text-brand-700" />
                      {JOURNEY_TYPE_LABELS[journeyType]}
                    </Label>
                  </div>
                );
              })}
            </RadioGroup>
          )}
        />
        <FieldError id="start-journey-type" message={errors.type?.message} />
      </div>

      {type ? (
        <ActingForFields
          idPrefix="start-journey"
          type={type}
          value={{ subject, acting_role: actingRole, subject_name: subjectName }}
          onChange={(next) => {
            form.setValue('subject', next.subject);
            form.setValue('acting_role', next.acting_role);
            form.setValue('subject_name', next.subject_name);
            form.clearErrors(['subject', 'acting_role', 'subject_name']);
          }}
          errors={{
            subject: errors.subject?.message,
            acting_role: errors.acting_role?.message,
            subject_name: errors.subject_name?.message,
          }}
        />
      ) : null}

      <Field
        id="start-journey-name"
        label="Journey name"
        autoComplete="off"
        placeholder={journeyNamePlaceholder(type || undefined, now)}
        aria-required="true"
        error={errors.name?.message}
        {...form.register('name', { onChange: () => setNameEdited(true) })}
      />

      {type === 'moving_house' ? (
        <>
          <AddressFields
            idPrefix="start-journey"
            {...bindAddressFields(form.register, errors)}
            onSplit={(parts) => {
              ADDRESS_PARTS.forEach((part) => form.setValue(part, parts[part]));
              form.clearErrors([...ADDRESS_PARTS]);
              renameUnlessEdited();
            }}
            onSuburbChange={renameUnlessEdited}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            {optionalField('moving_date', 'Moving day', { type: 'date' })}
          </div>
        </>
      ) : null}
      {type && type !== 'moving_house' ? (
        <p className="text-sm text-muted-foreground">
          Next, the journey&apos;s page asks what changed (
          {REQUEST_KIND_LABELS[journeyMainKind(type)].toLowerCase()}), so each company is told
          exactly that.
        </p>
      ) : null}
      {type ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {optionalField('target_email', 'New email', {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
          })}
          {optionalField('target_phone', 'New phone', { type: 'tel', autoComplete: 'tel' })}
        </div>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Starting…' : 'Start journey'}
        </Button>
      </DialogFooter>
    </form>
  );
}
