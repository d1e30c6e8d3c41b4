import type { ComponentProps, ReactNode } from 'react';

import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

export type FormFieldProps = Omit<ComponentProps<typeof Input>, 'id'> & {
  id: string;
  label: string;
  description?: ReactNode;
  error?: string;
  /** Replaces the plain input (the password field adds its show/hide toggle). */
  render?: (input: ComponentProps<typeof Input>) => ReactNode;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function FormField({
  id,
  label,
  description,
  error,
  className,
  render,
  ...inputProps
}: FormFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  const input = {
    ...inputProps,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {render ? render(input) : <Input {...input} />}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
