import { MailPlus } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/format-date';
import { useCancelInvitation } from '../api/cancel-invitation';
import { usePendingInvitations } from '../api/list-invitations';
import type { Organization } from '../api/list-organizations';
import type { Invitation } from '../api/organization-members';
import { isManagerRole, ROLE_LABELS } from '../utils/business-labels';
import { InviteMemberDialog } from './invite-member-dialog';

const roleLabel = (role: string) =>
  role in ROLE_LABELS ? ROLE_LABELS[role as keyof typeof ROLE_LABELS] : role;

/** Invitations waiting for an answer (48 hours each), and a way to send one. */
export function InvitationsSection({ org }: { org: Organization }) {
  const manager = isManagerRole(org.role);
  const invitations = usePendingInvitations(org.id, { enabled: manager });

  return (
    <SectionCard
      title="Invitations"
      description="We email a link that lets them join once signed in with that address."
      action={manager ? <InviteMemberDialog orgId={org.id} /> : null}
    >
      {!manager ? (
        <p className="text-sm text-muted-foreground">
          Only an owner or admin of the organisation invites people.
        </p>
      ) : invitations.isPending ? (
        <LoadingSkeletons label="Loading invitations" rows={2} />
      ) : invitations.isError ? (
        <LoadError
          title="The invitations could not be loaded"
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.length === 0 ? (
        <EmptyState
          icon={MailPlus}
          headingLevel="h3"
          title="No invitations waiting"
          description="Invite the colleagues who answer your customers’ requests."
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} orgId={org.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function InvitationRow({ orgId, invitation }: { orgId: string; invitation: Invitation }) {
  const cancel = useCancelInvitation(orgId);
  // The row goes with the invitation: the promise settles even so.
  const onCancel = () =>
    cancel.mutateAsync(invitation.id).then(
      () => toast.success(`Invitation to ${invitation.email} withdrawn`),
      (error: Error) =>
        toast.error('Could not withdraw the invitation', { description: error.message }),
    );
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <span className="font-semibold break-all">{invitation.email}</span>
        <span className="text-muted-foreground">
          {roleLabel(invitation.role)} · expires {formatDateTime(invitation.expiresAt)}
        </span>
      </div>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" size="sm" disabled={cancel.isPending}>
            Withdraw<span className="sr-only"> invitation to {invitation.email}</span>
          </Button>
        }
        title={`Withdraw the invitation to ${invitation.email}?`}
        description="The link in their email stops working."
        confirmLabel="Withdraw invitation"
        onConfirm={onCancel}
      />
    </li>
  );
}
