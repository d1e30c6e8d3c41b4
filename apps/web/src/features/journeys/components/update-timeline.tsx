import type { UpdateEvent, UpdateRequest } from '@updately/shared/updates-api';

import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format-date';
import { useMe } from '../../../lib/session';
import { useUpdate } from '../api/get-update';
import { eventText } from '../utils/update-view';

const ACTORS = { person: 'You', system: 'Updately', company: 'Company' } as const;

/** "You", or on a shared journey the name of whoever did it. */
function actorText(event: UpdateEvent, meId: string | undefined): string {
  if (event.actor !== 'person' || !event.by || event.by.user_id === meId)
    return ACTORS[event.actor];
  return event.by.name ? `by ${event.by.name}` : 'by someone who no longer shares this journey';
}

/** Every event of one update, oldest first, read when its details are opened. */
export function UpdateTimeline({ request }: { request: UpdateRequest }) {
  const detail = useUpdate(request.id);
  const me = useMe();
  if (detail.isPending) return <LoadingSkeletons label="Loading the timeline" rows={3} />;
  if (detail.isError) {
    return (
      <LoadError
        title="The timeline could not be loaded"
        error={detail.error}
        onRetry={() => detail.refetch()}
      />
    );
  }
  return (
    <ol className="flex flex-col gap-2 border-l-2 border-border pl-4">
      {detail.data.events.map((event) => (
        <li key={event.seq} className="text-sm">
          <span className="font-medium">{eventText(event, request)}</span>
          <span className="block text-muted-foreground">
            <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time> ·{' '}
            {actorText(event, me.data?.user?.id)}
          </span>
        </li>
      ))}
    </ol>
  );
}
