import type { ReactNode } from 'react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The button that opens it, when the dialog is not opened from elsewhere. */
  trigger?: ReactNode;
  /** For the content box, e.g. a wider `sm:max-w-2xl`. */
  className?: string;
  children: ReactNode;
};

/** A dialog with a title and a line saying what it is for, around a form or a picker. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  className,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
