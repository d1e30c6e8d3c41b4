import { JOURNEY_MEMBER_ROLE_LABELS } from '@updately/shared/journey-people';
import type { InvitationPreview } from '@updately/shared/journey-people-api';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingSkeletons } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitation';

function roleWords(role: Exclude<InvitationPreview['role'], 'household'>): string {
  return `${role === 'editor' ? 'an' : 'a'} ${JOURNEY_MEMBER_ROLE_LABELS[role].toLowerCase()}`;
}

/** `/invitations/:token`: what the invitation offers; sign in or sign up, then accept it. */
export function InvitationPage() {
  usePageTitle('Invitation');
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const me = useMe();
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const here = paths.invitation.getHref(token);
  const signedIn = Boolean(me.data?.user);

  function onAccept(journeyName: string) {
    accept.mutate(undefined, {
      onSuccess: ({ journey_id, role }) => {
        // A household member gets a journey of their own for the same move, not a share of it.
        toast.success(
          role === 'household'
            ? `You joined the household move: "${journeyName}" is now one of your journeys`
            : `You now share "${journeyName}"`,
        );
        void navigate(paths.app.journey.getHref(journey_id));
      },
    });
  }

  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-12">
      <PageHeader
        title={
          preview.data?.role === 'household'
            ? 'Invitation to a household move'
            : 'Invitation to share a journey'
        }
      />
      {preview.isPending ? (
        <LoadingSkeletons label="Loading the invitation">
          <Skeleton className="h-24 w-full" />
        </LoadingSkeletons>
      ) : preview.isError ? (
        <Alert title="This invitation cannot be used">{preview.error.message}</Alert>
      ) : (
        <section
          aria-label="The invitation"
          className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6 shadow-sm"
        >
          {preview.data.role === 'household' ? (
            <p>
              <strong>{preview.data.inviter_name}</strong> added you to the household moving in{' '}
              <strong>&ldquo;{preview.data.journey_name}&rdquo;</strong>. Accepting gives you a
              journey of your own for the same move: you choose and approve your own companies, and
              approve the accounts you hold jointly.
            </p>
          ) : (
            <p>
              <strong>{preview.data.inviter_name}</strong> invited you to share the journey{' '}
              <strong>&ldquo;{preview.data.journey_name}&rdquo;</strong> as{' '}
              {roleWords(preview.data.role)}.
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            The invitation works until {formatDate(preview.data.expires_at)}, for the email address
            it was sent to.
          </p>
          {accept.isError ? (
            <Alert title="The invitation could not be accepted">{accept.error.message}</Alert>
          ) : null}
          {me.isPending ? null : signedIn ? (
            <Button
              className="self-start"
              onClick={() => onAccept(preview.data.journey_name)}
              disabled={accept.isPending}
            >
              {accept.isPending ? 'Accepting…' : 'Accept invitation'}
            </Button>
          ) : (
            <div className="flex flex-col gap-2">
              <p className="text-sm">
                Sign in, or create an account with the email address the invitation was sent to,
                then come back here to accept it.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link to={paths.auth.login.getHref(here)}>Sign in</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.auth.signup.getHref(here)}>Create an account</Link>
                </Button>
              </div>
            </div>
          )}
        </section>
      )}
    </Container>
  );
}
