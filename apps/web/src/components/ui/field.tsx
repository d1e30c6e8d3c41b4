import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/utils';
import { Input } from './input';
import { Label } from './label';

/** What the field's control must carry so the label, hint and error are tied to it. */
type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  /** For the wrapper (grid placement); the control's own props style the control. */
  className?: string;
};

type InputFieldProps = Omit<ComponentProps<typeof Input>, 'id' | 'className'> & {
  render?: never;
};

type CustomFieldProps = {
  /** Another control in place of the input (a select, a textarea, a password toggle). */
  render: (control: FieldControlProps) => ReactNode;
};

type FieldProps = FieldFrameProps & (InputFieldProps | CustomFieldProps);

/** `${id}-error` and `${id}-description`, in the order screen readers should read them. */
export function fieldDescribedBy(
  id: string,
  { error, description }: Pick<FieldFrameProps, 'error' | 'description'>,
) {
  const ids = [error ? `${id}-error` : null, description ? `${id}-description` : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** A field's error message; its control points at it with aria-describedby (`${id}-error`). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** A labelled control (an input unless `render` gives another) with its hint and error. */
export function Field({
  id,
  label,
  description,
  error,
  className,
  render,
  ...inputProps
}: FieldProps) {
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(id, { error, description }),
  };
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {render ? render(control) : <Input {...inputProps} {...control} />}
      {description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
