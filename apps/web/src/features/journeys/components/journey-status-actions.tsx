import type { JourneyStatus } from '@updately/shared/journey-types';
import type { Journey } from '@updately/shared/journeys-api';
import { Archive, CircleCheck, Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useUpdateJourney } from '../api/update-journey';
import { EditJourneyDialog } from './edit-journey-dialog';
import { useCanEditJourney, useOwnsJourney } from './journey-role-context';

const DONE_MESSAGES: Record<JourneyStatus, string> = {
  active: 'Journey reopened',
  completed: 'Journey completed',
  archived: 'Journey archived',
};

/**
 * Edit, complete, archive or reopen the journey. "Mark journey complete" is the primary action
 * only once every company is done; before that the real next step is elsewhere on the page.
 */
export function JourneyStatusActions({
  journey,
  allDone = false,
}: {
  journey: Journey;
  allDone?: boolean;
}) {
  const update = useUpdateJourney(journey.id);
  const [editing, setEditing] = useState(false);
  const canEdit = useCanEditJourney();
  const owner = useOwnsJourney();

  const setStatus = (status: JourneyStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () => toast.success(DONE_MESSAGES[status]),
        onError: (error) =>
          toast.error('Could not change the journey', { description: error.message }),
      },
    );

  if (!canEdit) {
    return (
      <p className="text-sm text-muted-foreground">
        You follow this journey as a viewer: only its owner and editors change it.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        Edit details
      </Button>
      {!owner ? null : journey.status === 'active' ? (
        <Button
          variant={allDone ? 'default' : 'outline'}
          onClick={() => setStatus('completed')}
          disabled={update.isPending}
        >
          <CircleCheck aria-hidden="true" />
          Mark journey complete
        </Button>
      ) : (
        <Button variant="outline" onClick={() => setStatus('active')} disabled={update.isPending}>
          <RotateCcw aria-hidden="true" />
          {journey.status === 'archived' ? 'Restore journey' : 'Reopen journey'}
        </Button>
      )}
      {owner && journey.status !== 'archived' ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" disabled={update.isPending}>
              <Archive aria-hidden="true" />
              Archive
            </Button>
          }
          title="Archive this journey?"
          description="It moves out of your way but keeps its companies and to-dos. You can restore it later."
          confirmLabel="Archive"
          onConfirm={() => setStatus('archived')}
          tone="primary"
        />
      ) : null}
      <EditJourneyDialog journey={journey} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
