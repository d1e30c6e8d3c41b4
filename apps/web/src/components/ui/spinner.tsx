import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/utils';

type SpinnerProps = ComponentProps<'span'> & { label?: string };

/** A live "busy" indicator: screen readers announce its label. */
export function Spinner({ label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-flex text-primary', className)}
      {...props}
    >
      <LoaderCircle
        aria-hidden="true"
        className="size-6 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
    </span>
  );
}
