import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/utils';

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & {
  /** 0 to `max` (100 by default). */
  value: number;
};

/**
 * A progressbar (role="progressbar" with aria-valuenow). It needs a name: `aria-label` or
 * `aria-labelledby`, and usually `getValueLabel` for the spoken value.
 */
export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-[width] motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
