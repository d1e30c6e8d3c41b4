import { useState, type ReactNode } from 'react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FeedbackForm } from './feedback-form';

type FeedbackDialogProps = {
  /** The control that opens the dialog (it gets focus back when the dialog closes). */
  children: ReactNode;
};

/** SPEC.md section 5: a suggestion, bug report or other note about the current page. */
export function FeedbackDialog({ children }: FeedbackDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send feedback</DialogTitle>
          <DialogDescription>
            Tell us what works, what does not, or what you would like to see. We read every message.
          </DialogDescription>
        </DialogHeader>
        <FeedbackForm onSent={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
