import type { UpdateRequest } from '@updately/shared/updates-api';

import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format-date';
import { useUpdate } from '../api/get-update';
import { eventText } from '../utils/update-view';

const ACTORS = { person: 'You', system: 'Updately', company: 'Company' } as const;

/** Every event of one update, oldest first, read when its details are opened. */
export function UpdateTimeline({ request }: { request: UpdateRequest }) {
  const detail = useUpdate(request.id);
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
            {ACTORS[event.actor]}
          </span>
        </li>
      ))}
    </ol>
  );
}
