import { get, useFormContext, type FieldPath } from 'react-hook-form';
import type { ComponentProps } from 'react';

import { Field } from '../../../components/ui/field';
import type { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { EventDetailsValues } from '../utils/event-details-input';

export type DetailPath = FieldPath<EventDetailsValues>;

const idOf = (name: string) => `event-${name.replace(/[._]/g, '-')}`;
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base aria-invalid:border-destructive md:text-sm';

/** The message the schema gave for one field of the form. */
export function useDetailError(name: DetailPath): string | undefined {
  const { formState } = useFormContext<EventDetailsValues>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

type DetailFieldProps = {
  name: DetailPath;
  label: string;
  optional?: boolean;
  description?: string;
} & Omit<ComponentProps<typeof Input>, 'name' | 'id'>;

/** A labelled text or date input of the "what changed" form, with its message. */
export function DetailField({
  name,
  label,
  optional,
  description,
  ...inputProps
}: DetailFieldProps) {
  const { register } = useFormContext<EventDetailsValues>();
  return (
    <Field
      id={idOf(name)}
      label={optional ? `${label} (optional)` : label}
      description={description}
      aria-required={optional ? undefined : true}
      error={useDetailError(name)}
      {...inputProps}
      {...register(name)}
    />
  );
}

type DetailSelectProps<T extends string> = {
  name: DetailPath;
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
};

/** One of a short fixed list, as a native select (keyboard and screen readers know it). */
export function DetailSelect<T extends string>({
  name,
  label,
  options,
  labels,
}: DetailSelectProps<T>) {
  const { register } = useFormContext<EventDetailsValues>();
  return (
    <Field
      id={idOf(name)}
      label={label}
      error={useDetailError(name)}
      render={(control) => (
        <select {...control} aria-required className={selectClass} {...register(name)}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      )}
    />
  );
}

type DetailChecksProps<T extends string> = {
  name: DetailPath;
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
};

/** Several of a fixed list, each a checkbox; the group's message follows it. */
export function DetailChecks<T extends string>({
  name,
  legend,
  options,
  labels,
}: DetailChecksProps<T>) {
  const { register } = useFormContext<EventDetailsValues>();
  const id = idOf(name);
  const error = useDetailError(name);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <div key={option} className="flex min-h-10 items-center gap-3">
          <input
            id={`${id}-${option}`}
            type="checkbox"
            value={option}
            className="size-5 accent-primary"
            {...register(name)}
          />
          <Label htmlFor={`${id}-${option}`} className="font-normal">
            {labels[option]}
          </Label>
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
