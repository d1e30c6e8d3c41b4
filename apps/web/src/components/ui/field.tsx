import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/utils';
import { Input } from './input';
import { Label } from './label';

type FieldProps = Omit<ComponentProps<typeof Input>, 'id'> & {
  id: string;
  label: string;
  description?: ReactNode;
  error?: string;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function Field({ id, label, description, error, className, ...inputProps }: FieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...inputProps}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
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
