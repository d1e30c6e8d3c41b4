import type { Footprint } from '@updately/shared/footprints-api';
import { toast } from 'sonner';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RemoveButton } from '../../../components/ui/remove-button';
import { useDeleteFootprint } from '../api/delete-footprint';

/** Remove, after a confirmation that says what else goes (its journey to-dos). */
type RemoveFootprintDialogProps = {
  footprint: Footprint;
  /** Runs once removed, e.g. to move focus off the card that is going away. */
  onRemoved?: () => void;
};

export function RemoveFootprintDialog({ footprint, onRemoved }: RemoveFootprintDialogProps) {
  const remove = useDeleteFootprint();
  const confirm = () =>
    remove.mutate(footprint.id, {
      onSuccess: () => {
        toast.success(`${footprint.name} removed from your footprints`);
        onRemoved?.();
      },
      onError: (error) =>
        toast.error(`Could not remove ${footprint.name}`, { description: error.message }),
    });

  return (
    <ConfirmDialog
      trigger={<RemoveButton what={footprint.name} disabled={remove.isPending} />}
      title={`Remove ${footprint.name}?`}
      description="It leaves your Digital Footprints and any journey it is on, with its to-dos. You can add it again later."
      confirmLabel="Remove"
      onConfirm={confirm}
    />
  );
}
