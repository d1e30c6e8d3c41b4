import { useContext } from 'react';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RemoveButton } from '../../../components/ui/remove-button';
import { OwnCompaniesContext } from './own-companies-context';

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
  const own = useContext(OwnCompaniesContext);
  const stays = own
    ? `${name} is taken off their list; you can add it again at any time.`
    : `${name} stays in your Digital Footprints, and you can add it back at any time.`;
  return (
    <ConfirmDialog
      trigger={<RemoveButton what={`${name} from this journey`} />}
      title={`Remove ${name} from this journey?`}
      description={
        cancelsUpdate
          ? `Its update is cancelled (a company already told is asked to disregard it). ${stays}`
          : `Its to-do goes with it. ${stays}`
      }
      confirmLabel="Remove"
      onConfirm={onConfirm}
    />
  );
}
