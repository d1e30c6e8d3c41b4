import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/** Content for screen readers only, e.g. an icon button's name or a dialog's hidden title. */
export function VisuallyHidden(props: ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root {...props} />;
}
