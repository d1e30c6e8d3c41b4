import { useFormContext, useWatch } from 'react-hook-form';

import { Label } from '../../../components/ui/label';
import type { EventDetailsValues } from '../utils/event-details-input';
import { DetailField } from './event-detail-field';

const base = 'details.change_of_employment';
const CHOICES = [
  { value: 'employer', label: 'A new employer' },
  { value: 'study', label: 'Study completed' },
] as const;

/** Changing Jobs / Graduation: a new employer and start date, or study completed on a date. */
export function EmploymentFields() {
  const { control, register } = useFormContext<EventDetailsValues>();
  const type = useWatch({ control, name: `${base}.type` });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">What changed at work or study</legend>
      <div role="radiogroup" aria-label="What changed" className="flex flex-wrap gap-4">
        {CHOICES.map((choice) => (
          <div key={choice.value} className="flex min-h-10 items-center gap-2">
            <input
              id={`event-employment-${choice.value}`}
              type="radio"
              value={choice.value}
              className="size-5 accent-primary"
              {...register(`${base}.type`)}
            />
            <Label htmlFor={`event-employment-${choice.value}`} className="font-normal">
              {choice.label}
            </Label>
          </div>
        ))}
      </div>
      {type === 'study' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <DetailField name={`${base}.course`} label="Course" optional autoComplete="off" />
          <DetailField name={`${base}.study_completed_on`} label="Study completed on" type="date" />
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <DetailField
              name={`${base}.employer_name`}
              label="New employer"
              autoComplete="organization"
            />
            <DetailField
              name={`${base}.employer_abn`}
              label="Employer's ABN"
              optional
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          <DetailField name={`${base}.start_date`} label="Start date" type="date" />
        </>
      )}
    </fieldset>
  );
}
