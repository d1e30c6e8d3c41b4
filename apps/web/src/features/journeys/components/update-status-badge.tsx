import type { UpdateRequest } from '@updately/shared/updates-api';

import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { statusText } from '../utils/update-view';

// Colour only repeats what the words say.
const TONES: Record<string, string> = {
  completed: 'border-transparent bg-emerald-100 text-emerald-900',
  needs_you: 'border-transparent bg-amber-100 text-amber-950',
  todo: 'border-transparent bg-amber-100 text-amber-950',
  rejected: 'border-transparent bg-red-100 text-red-900',
  expired: 'border-transparent bg-muted text-muted-foreground',
  cancelled: 'border-transparent bg-muted text-muted-foreground',
  done: 'border-transparent bg-emerald-100 text-emerald-900',
};

/** A company's update status in words: not sent, your to-do, sent, confirmed, needs you... */
export function UpdateStatusBadge({
  request,
  done,
}: {
  request:
    | (Pick<UpdateRequest, 'status' | 'channel'> &
        Partial<Pick<UpdateRequest, 'company_name' | 'last_event'>>)
    | null;
  /** The link's to-do is done (marked before any update was sent). */
  done?: boolean;
}) {
  if (!request && done) return <Badge className={TONES.done}>Done</Badge>;
  const tone =
    request?.channel === 'manual' && request.status === 'sent'
      ? TONES.todo
      : request
        ? TONES[request.status]
        : undefined;
  return (
    // "Confirmed by <company>" can be long: it wraps rather than run under the row's button.
    <Badge variant={tone ? undefined : 'outline'} className={cn('whitespace-normal', tone)}>
      {statusText(request)}
    </Badge>
  );
}
