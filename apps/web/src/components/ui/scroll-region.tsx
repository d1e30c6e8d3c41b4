import type { ComponentProps } from 'react';

import { cn } from '../../lib/utils';

type ScrollRegionProps = ComponentProps<'div'> & {
  /** The region's name, read when a keyboard or screen reader lands on it. */
  label: string;
};

/**
 * A box that scrolls sideways when its content (a table) is wider than the screen: a named region
 * a keyboard can focus and then scroll with the arrow keys.
 */
export function ScrollRegion({ label, className, children, ...props }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        // relative: screen-reader-only text in off-screen cells stays inside the scroll box.
        'relative w-full overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}
