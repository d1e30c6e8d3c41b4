import type { Journey } from '@updately/shared/journeys-api';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useUpdateJourney } from '../api/update-journey';
import {
  editJourneyDefaults,
  toUpdateJourneyInput,
  type EditJourneyField,
  type EditJourneyValues,
} from '../utils/edit-journey-input';
import { FieldError } from './field-error';

type EditJourneyDialogProps = {
  journey: Journey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function EditJourneyDialog({ journey, open, onOpenChange }: EditJourneyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit journey</DialogTitle>
          <DialogDescription>Change its name and the new details to pass on.</DialogDescription>
        </DialogHeader>
        <EditJourneyForm journey={journey} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const FIELD_LABELS: Record<EditJourneyField, string> = {
  name: 'Journey name',
  target_address: 'New address (optional)',
  moving_date: 'Moving day (optional)',
  target_email: 'New email (optional)',
  target_phone: 'New phone (optional)',
};

const INPUT_PROPS: Partial<Record<EditJourneyField, { type: string; autoComplete: string }>> = {
  target_address: { type: 'text', autoComplete: 'street-address' },
  moving_date: { type: 'date', autoComplete: 'off' },
  target_email: { type: 'email', autoComplete: 'email' },
  target_phone: { type: 'tel', autoComplete: 'tel' },
};

function EditJourneyForm({ journey, onDone }: { journey: Journey; onDone: () => void }) {
  const update = useUpdateJourney(journey.id);
  const form = useForm<EditJourneyValues>({ defaultValues: editJourneyDefaults(journey) });
  const { errors } = form.formState;
  const fields: EditJourneyField[] =
    journey.type === 'moving_house'
      ? ['name', 'target_address', 'moving_date']
      : ['name', 'target_email', 'target_phone'];

  const submit = (values: EditJourneyValues) => {
    const result = toUpdateJourneyInput(journey.type, values);
    if (!result.ok) {
      fields
        .filter((field) => result.errors[field])
        .forEach((field, index) =>
          form.setError(field, { message: result.errors[field] }, { shouldFocus: index === 0 }),
        );
      return;
    }
    update.mutate(result.input, {
      onSuccess: () => {
        toast.success('Journey updated');
        onDone();
      },
      onError: (error) =>
        toast.error('Could not update the journey', { description: error.message }),
    });
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {fields.map((field) => {
        const id = `edit-journey-${field}`;
        const error = errors[field]?.message;
        return (
          <div key={field} className="flex flex-col gap-2">
            <Label htmlFor={id}>{FIELD_LABELS[field]}</Label>
            <Input
              id={id}
              {...INPUT_PROPS[field]}
              aria-required={field === 'name' ? true : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register(field)}
            />
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      })}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
