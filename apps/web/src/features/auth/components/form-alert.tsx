import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';

import { cn } from '../../../lib/utils';

type FormAlertProps = {
  id?: string;
  title?: string;
  children: ReactNode;
  tone?: 'error' | 'info';
  /** Take focus when shown: always for errors; for news the user must not miss. */
  focusOnShow?: boolean;
  className?: string;
};

/**
 * A message about the whole form (not one field). It is announced, and errors take focus when
 * they appear, so keyboard and screen-reader users land on what went wrong.
 */
export function FormAlert({
  id,
  title,
  children,
  tone = 'error',
  focusOnShow = tone === 'error',
  className,
}: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);

  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col gap-2 rounded-md border p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        tone === 'error'
          ? 'border-destructive bg-red-50 text-destructive'
          : 'border-brand-600 bg-brand-50 text-foreground',
        className,
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}

/** The form-wide error react-hook-form holds under `root` (the server's answer or the bot check). */
export function RootErrorAlert({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message ?? errors.root?.botCheck?.message;
  return message ? <FormAlert>{message}</FormAlert> : null;
}
