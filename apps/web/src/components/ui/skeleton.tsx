import type { ComponentProps } from 'react';

import { cn } from '../../lib/utils';

/** Decorative placeholder; pair it with a Spinner or aria-busy region for assistive tech. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
