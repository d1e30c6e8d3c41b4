import type { Journey, UpdateJourneyInput } from '@updately/shared/journeys-api';
import { journeyMainKind, type RequestKind } from '@updately/shared/request-kinds';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { useUpdateJourney } from '../api/update-journey';
import {
  eventDetailsDefaults,
  eventDetailsResolver,
  sendsAddress,
  type EventDetailsValues,
} from '../utils/event-details-input';
import { AddressChangeFields } from './event-address-change-fields';
import { ContactFields } from './event-contact-fields';
import { DeathFields } from './event-death-fields';
import { DependantFields } from './event-dependant-fields';
import { EmploymentFields } from './event-employment-fields';
import { NameChangeFields } from './event-name-change-fields';
import { SecureAccountFields } from './event-secure-account-fields';

const MAIN_FIELDS: Partial<Record<RequestKind, ReactNode>> = {
  change_of_name: <NameChangeFields />,
  notification_of_death: <DeathFields />,
  add_dependant: <DependantFields />,
  secure_account: <SecureAccountFields />,
  change_of_employment: <EmploymentFields />,
};

type EventDetailsFormProps = {
  journey: Journey;
  onDone: () => void;
  /** Absent when there is nothing to go back to (the details are still missing). */
  onCancel?: () => void;
};

/** The event's "what changed" step: exactly what its kinds need, checked by the shared schemas. */
export function EventDetailsForm({ journey, onDone, onCancel }: EventDetailsFormProps) {
  const update = useUpdateJourney(journey.id);
  const form = useForm<EventDetailsValues, unknown, UpdateJourneyInput>({
    defaultValues: eventDetailsDefaults(journey),
    resolver: eventDetailsResolver(journey.type),
  });
  // Awaited rather than mutate's own callbacks: the step may unmount as soon as the journey
  // holds its details (the summary replaces it), and the toast must still show.
  const save = async (input: UpdateJourneyInput) => {
    try {
      await update.mutateAsync(input);
    } catch (error) {
      toast.error('Could not save the details', { description: (error as Error).message });
      return;
    }
    toast.success('Details saved');
    onDone();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(save)(event);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
        {MAIN_FIELDS[journeyMainKind(journey.type)]}
        {sendsAddress(journey.type) ? (
          <AddressChangeFields required={journey.type === 'moving_house'} />
        ) : null}
        <ContactFields />
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save details'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
