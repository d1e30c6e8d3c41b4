import type { JourneyAccessRole } from '@updately/shared/journey-people';
import { JOURNEY_MEMBER_ROLE_LABELS } from '@updately/shared/journey-people';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format-date';
import { useMe } from '../../../lib/session';
import { useJourneyPeople } from '../api/get-journey-people';
import { usePeopleMutations } from '../api/people-mutations';
import { InviteForm } from './invite-form';
import { PersonItem } from './person-item';

/** "People": who shares the journey; the owner invites and manages, a member may leave. */
export function PeopleSection({
  journeyId,
  role,
  onLeft,
}: {
  journeyId: string;
  role: JourneyAccessRole;
  /** After the person left: the page goes (with the reason). */
  onLeft: () => void;
}) {
  const people = useJourneyPeople(journeyId);
  const { revoke, remove } = usePeopleMutations(journeyId);
  const me = useMe();
  const owner = role === 'owner';

  function leave() {
    const userId = me.data?.user?.id;
    if (!userId) return;
    remove.mutate(userId, {
      onSuccess: onLeft,
      onError: (err) => toast.error(err.message),
    });
  }

  return (
    <SectionCard
      title="People"
      description={
        owner
          ? 'Share this journey with the people it belongs to: co-executors, family, your partner.'
          : `You share this journey as ${role === 'editor' ? 'an editor' : 'a viewer'}.`
      }
    >
      {people.isPending ? (
        <LoadingSkeletons label="Loading the people of this journey" className="gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </LoadingSkeletons>
      ) : people.isError ? (
        <LoadError
          title="The people of this journey could not be loaded"
          error={people.error}
          onRetry={() => people.refetch()}
        />
      ) : (
        <>
          <ul aria-label="People who share this journey" className="divide-y divide-border">
            {people.data.people.map((person) => (
              <PersonItem
                key={person.user_id}
                journeyId={journeyId}
                person={person}
                manage={owner}
              />
            ))}
          </ul>
          {people.data.people.length === 1 ? (
            <p className="text-sm text-muted-foreground">Nobody else shares this journey yet.</p>
          ) : null}
          {people.data.invitations.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="font-medium">Invitations waiting</h3>
              <ul aria-label="Invitations waiting" className="divide-y divide-border">
                {people.data.invitations.map((invitation) => (
                  <li
                    key={invitation.id}
                    className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <p className="min-w-0 text-sm">
                      <span className="font-medium break-all">{invitation.email}</span>
                      <span className="text-muted-foreground">
                        {' '}
                        ·{' '}
                        {invitation.role === 'household'
                          ? 'Household'
                          : JOURNEY_MEMBER_ROLE_LABELS[invitation.role]}{' '}
                        · expires {formatDate(invitation.expires_at)}
                      </span>
                    </p>
                    {owner ? (
                      <ConfirmDialog
                        trigger={
                          <Button variant="outline" size="sm">
                            Withdraw
                            <span className="sr-only"> the invitation to {invitation.email}</span>
                          </Button>
                        }
                        title={`Withdraw the invitation to ${invitation.email}?`}
                        description="The link in their email stops working."
                        confirmLabel="Withdraw"
                        onConfirm={() =>
                          revoke.mutate(invitation.id, {
                            onSuccess: () =>
                              toast.success(`Invitation to ${invitation.email} withdrawn`),
                            onError: (err) => toast.error(err.message),
                          })
                        }
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      {owner ? <InviteForm journeyId={journeyId} /> : null}
      {!owner ? (
        <div>
          <ConfirmDialog
            trigger={<Button variant="outline">Leave this journey</Button>}
            title="Leave this journey?"
            description="You lose access at once. The owner can invite you again."
            confirmLabel="Leave"
            onConfirm={leave}
          />
        </div>
      ) : null}
    </SectionCard>
  );
}
