import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RemoveButton } from '../../../components/ui/remove-button';

/** Asks before taking a company off the journey. */
export function RemoveLinkDialog({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={<RemoveButton what={`${name} from this journey`} />}
      title={`Remove ${name} from this journey?`}
      description={`Its to-do goes with it. ${name} stays in your Digital Footprints, and you can add it back at any time.`}
      confirmLabel="Remove"
      onConfirm={onConfirm}
    />
  );
}
