import { journeyTargetFields, type Journey } from '@updately/shared/journeys-api';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showFieldErrors } from '../../../lib/field-errors';
import { useUpdateJourney } from '../api/update-journey';
import { journeyActingValues } from '../utils/acting-input';
import { ActingForFields } from './acting-for-fields';
import {
  editJourneyDefaults,
  toUpdateJourneyInput,
  type EditJourneyField,
  type EditJourneyValues,
} from '../utils/edit-journey-input';

type EditJourneyDialogProps = {
  journey: Journey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function EditJourneyDialog({ journey, open, onOpenChange }: EditJourneyDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit journey"
      description="Change its name and the new details to pass on."
    >
      <EditJourneyForm journey={journey} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const FIELD_LABELS: Record<TextField, string> = {
  name: 'Journey name',
  target_address: 'New address (optional)',
  moving_date: 'Moving day (optional)',
  target_email: 'New email (optional)',
  target_phone: 'New phone (optional)',
};

type TextField = Exclude<EditJourneyField, 'subject' | 'acting_role' | 'subject_name'>;
const isTextField = (field: EditJourneyField): field is TextField =>
  field !== 'subject' && field !== 'acting_role' && field !== 'subject_name';

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
  const fields: EditJourneyField[] = [
    'subject',
    'acting_role',
    'subject_name',
    'name',
    ...journeyTargetFields(journey.type),
  ];
  const [subject, actingRole, subjectName] = useWatch({
    control: form.control,
    name: ['subject', 'acting_role', 'subject_name'],
  });

  const submit = (values: EditJourneyValues) => {
    const result = toUpdateJourneyInput(journey.type, values, journeyActingValues(journey));
    if (!result.ok) return showFieldErrors(form.setError, fields, result.errors);
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
      <ActingForFields
        idPrefix="edit-journey"
        type={journey.type}
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
      {fields.filter(isTextField).map((field) => {
        return (
          <Field
            key={field}
            id={`edit-journey-${field}`}
            label={FIELD_LABELS[field]}
            {...INPUT_PROPS[field]}
            aria-required={field === 'name' ? true : undefined}
            error={errors[field]?.message}
            {...form.register(field)}
          />
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
