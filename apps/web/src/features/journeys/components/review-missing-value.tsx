import { useQueryClient } from '@tanstack/react-query';
import { updateJourneySchema } from '@updately/shared/journeys-api';
import { UPDATE_FIELD_LABELS, type UpdateChangeField } from '@updately/shared/updates-api';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { journeyReviewQueryKey } from '../api/get-journey-review';
import { useUpdateJourney } from '../api/update-journey';
import { JOURNEY_VALUE_OF } from '../utils/review-selection';

const AUTOCOMPLETE: Record<UpdateChangeField, string> = {
  address: 'street-address',
  email: 'email',
  phone: 'tel',
};
const INPUT_TYPE: Record<UpdateChangeField, string> = {
  address: 'text',
  email: 'email',
  phone: 'tel',
};

/** "Tesla, Origin and AGL". */
function names(companies: readonly string[]) {
  if (companies.length <= 1) return companies.join('');
  return `${companies.slice(0, -1).join(', ')} and ${companies.at(-1)}`;
}

/**
 * A value the journey lacks, named ("Add your new address"), with the companies waiting for it;
 * saved to the journey right here, so the person can go on to approve.
 */
export function ReviewMissingValue({
  journeyId,
  field,
  companies,
}: {
  journeyId: string;
  field: UpdateChangeField;
  companies: readonly string[];
}) {
  const queryClient = useQueryClient();
  const update = useUpdateJourney(journeyId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const label = UPDATE_FIELD_LABELS[field];
  const headingId = `${id}-heading`;

  const save = () => {
    const target = JOURNEY_VALUE_OF[field];
    const parsed = updateJourneySchema.safeParse({ [target]: value });
    if (value.trim() === '') return setError(`Enter your ${label.toLowerCase()}.`);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: journeyReviewQueryKey(journeyId) });
        toast.success(`${label} added`, { description: `It can now go to ${names(companies)}.` });
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Add your {label.toLowerCase()}
      </h2>
      <p className="text-sm">
        {companies.length === 1 ? '1 company waits' : `${companies.length} companies wait`} for it:{' '}
        {names(companies)}. It is saved to this journey.
      </p>
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field
          id={`${id}-value`}
          className="flex-1"
          label={label}
          type={INPUT_TYPE[field]}
          autoComplete={AUTOCOMPLETE[field]}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          aria-required
        />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : `Save ${label.toLowerCase()}`}
        </Button>
      </form>
    </section>
  );
}
