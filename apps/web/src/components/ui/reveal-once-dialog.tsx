import { useState, type ReactNode } from 'react';

import { Button } from './button';
import { DialogFooter } from './dialog';
import { FormDialog } from './form-dialog';
import { SecretOnce } from './secret-once';

type Copy = { title: string; description: string };

/**
 * A dialog with a form that creates something holding a secret, then shows the secret once.
 * Closing forgets it: it is never shown again.
 */
export function RevealOnceDialog<T>({
  trigger,
  form,
  revealed,
  secret,
  className,
  renderForm,
}: {
  trigger: ReactNode;
  form: Copy;
  revealed: (created: T) => Copy;
  secret: (created: T) => { label: string; value: string; warning?: string };
  className?: string;
  renderForm: (props: { onCreated: (created: T) => void; onCancel: () => void }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<T | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  const copy = created ? revealed(created) : form;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={copy.title}
      description={copy.description}
      className={className}
    >
      {created ? (
        <div className="flex flex-col gap-5">
          <SecretOnce {...secret(created)} />
          <DialogFooter>
            <Button type="button" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </DialogFooter>
        </div>
      ) : (
        renderForm({ onCreated: setCreated, onCancel: () => onOpenChange(false) })
      )}
    </FormDialog>
  );
}
