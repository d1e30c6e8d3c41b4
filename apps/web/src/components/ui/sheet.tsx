import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/utils';

/** A dialog that slides in from a screen edge (the sidebar's drawer on small screens). */
export const Sheet = SheetPrimitive.Root;

const sheetVariants = cva('fixed z-50 flex flex-col gap-4 bg-background shadow-lg', {
  variants: {
    side: {
      left: 'inset-y-0 left-0 h-full w-3/4 border-r border-border sm:max-w-sm',
      right: 'inset-y-0 right-0 h-full w-3/4 border-l border-border sm:max-w-sm',
      top: 'inset-x-0 top-0 h-auto border-b border-border',
      bottom: 'inset-x-0 bottom-0 h-auto border-t border-border',
    },
  },
  defaultVariants: { side: 'right' },
});

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Renders the corner close button (the caller may offer its own). */
    showClose?: boolean;
  };

export function SheetContent({
  side,
  className,
  children,
  showClose = true,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        {showClose ? (
          <SheetPrimitive.Close className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground">
            <XIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        ) : null}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}
