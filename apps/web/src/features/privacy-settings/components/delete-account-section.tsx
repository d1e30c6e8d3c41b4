import { SectionCard } from '../../../components/ui/section-card';
import type { LeaveSignedInArea } from '../utils/leave-signed-in-area';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DeleteAccountSection({ leave }: { leave: LeaveSignedInArea }) {
  return (
    <SectionCard
      title="Delete account"
      description="Deletes your profile, consents, footprints, journeys, feedback and uploads for good, and signs you out on every device. The activity log keeps only records that no longer name you. This cannot be undone."
      className="border-destructive/40"
    >
      <div>
        <DeleteAccountDialog leave={leave} />
      </div>
    </SectionCard>
  );
}
