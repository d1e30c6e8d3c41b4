import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RemoveButton } from '../../../components/ui/remove-button';

/** Asks before taking a company off the journey (and cancelling its open update, if any). */
export function RemoveLinkDialog({
  name,
  onConfirm,
  cancelsUpdate = false,
}: {
  name: string;
  onConfirm: () => void;
  cancelsUpdate?: boolean;
}) {
  return (
    <ConfirmDialog
      trigger={<RemoveButton what={`${name} from this journey`} />}
      title={`Remove ${name} from this journey?`}
      description={
        cancelsUpdate
          ? `Its update is cancelled (a company already told is asked to disregard it). ${name} stays in your Digital Footprints.`
          : `Its to-do goes with it. ${name} stays in your Digital Footprints, and you can add it back at any time.`
      }
      confirmLabel="Remove"
      onConfirm={onConfirm}
    />
  );
}
