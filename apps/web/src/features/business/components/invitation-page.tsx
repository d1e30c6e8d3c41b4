import { MailOpen } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/format-date';
import { useMe } from '../../../lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitation, type InvitationDetail } from '../api/get-invitation';
import { businessPaths } from '../business-paths';
import { ROLE_LABELS } from '../utils/business-labels';
import { BusinessPage } from './business-page';
import { useBusinessOrganization } from './organization-context';

/**
 * `/business/invitations/:id`, the link in an invitation email: signed in (the route asks
 * first), the user sees who invited them to what, and accepts or declines.
 */
export function BusinessInvitationPage() {
  const { id = '' } = useParams();
  const invitation = useInvitation(id);
  const email = useMe().data?.user?.email;
  return (
    <BusinessPage heading="Invitation">
      {invitation.isPending ? (
        <LoadingSkeletons label="Loading the invitation" rows={3} />
      ) : invitation.isError ? (
        <EmptyState
          icon={MailOpen}
          title="This invitation cannot be used"
          description={
            <>
              <p>{invitation.error.message}</p>
              <p className="mt-2">
                It may have expired (invitations last 48 hours), been withdrawn or answered, or been
                sent to another address than the one you are signed in with
                {email ? ` (${email})` : ''}. Ask the person who invited you for a new one.
              </p>
            </>
          }
          actions={
            <Button asChild variant="outline">
              <Link to={businessPaths.home.getHref()}>Go to the business portal</Link>
            </Button>
          }
        />
      ) : (
        <InvitationAnswer invitation={invitation.data} />
      )}
    </BusinessPage>
  );
}

function InvitationAnswer({ invitation }: { invitation: InvitationDetail }) {
  const navigate = useNavigate();
  const { select } = useBusinessOrganization();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const role =
    invitation.role in ROLE_LABELS
      ? ROLE_LABELS[invitation.role as keyof typeof ROLE_LABELS].toLowerCase()
      : invitation.role;
  const busy = accept.isPending || decline.isPending;

  const onAccept = () =>
    accept.mutateAsync(invitation.id).then(
      ({ organizationId }) => {
        select(organizationId);
        toast.success(`Welcome to ${invitation.organizationName}`);
        void navigate(businessPaths.home.getHref());
      },
      (error: Error) =>
        toast.error('Could not accept the invitation', { description: error.message }),
    );

  const onDecline = () =>
    decline.mutateAsync(invitation.id).then(
      () => {
        toast.success('Invitation declined');
        void navigate(businessPaths.home.getHref());
      },
      (error: Error) =>
        toast.error('Could not decline the invitation', { description: error.message }),
    );

  return (
    <SectionCard
      title={`Join ${invitation.organizationName}`}
      description={`${invitation.inviterEmail} invited ${invitation.email} to join as ${role}.`}
    >
      <p className="text-sm text-muted-foreground">
        The invitation is valid until {formatDateTime(invitation.expiresAt)}.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" disabled={busy} onClick={onAccept}>
          {accept.isPending ? 'Joining…' : 'Accept invitation'}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onDecline}>
          Decline
        </Button>
      </div>
    </SectionCard>
  );
}
