import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/utils';

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & {
  /** 0 to `max` (100 by default). */
  value: number;
  /** A leading part of `value` drawn solid, the rest of `value` lighter (e.g. confirmed by the
   * company vs done by the person); the words beside the bar must say the same. */
  solid?: number | undefined;
};

/**
 * A progressbar (role="progressbar" with aria-valuenow). It needs a name: `aria-label` or
 * `aria-labelledby`, and usually `getValueLabel` for the spoken value.
 */
export function Progress({
  className,
  value,
  max = 100,
  solid: solidValue,
  ...props
}: ProgressProps) {
  const toPercent = (n: number) => (max > 0 ? Math.min(100, Math.max(0, (n / max) * 100)) : 0);
  const percent = toPercent(value);
  const solid = solidValue === undefined ? percent : Math.min(percent, toPercent(solidValue));
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="flex h-full transition-[width] motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      >
        <span
          className="h-full bg-primary"
          style={{ width: `${(solid / (percent || 1)) * 100}%` }}
        />
        <span className="h-full flex-1 bg-primary/45" />
      </ProgressPrimitive.Indicator>
    </ProgressPrimitive.Root>
  );
}
