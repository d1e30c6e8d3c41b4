import { useState, type ReactNode } from 'react';

import { FormDialog } from '../../../components/ui/form-dialog';
import { FeedbackForm } from './feedback-form';

type FeedbackDialogProps = {
  /** The control that opens the dialog (it gets focus back when the dialog closes). */
  children: ReactNode;
};

/** SPEC.md section 5: a suggestion, bug report or other note about the current page. */
export function FeedbackDialog({ children }: FeedbackDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Send feedback"
      description="Tell us what works, what does not, or what you would like to see. We read every message."
      trigger={children}
    >
      <FeedbackForm onSent={() => setOpen(false)} />
    </FormDialog>
  );
}
