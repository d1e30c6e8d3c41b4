import type { Footprint } from '@updately/shared/footprints-api';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only"> {footprint.name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove {footprint.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            It leaves your Digital Footprints and any journey it is on, with its to-dos. You can add
            it again later.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>Remove</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
