import type { UpdateRequest } from '@updately/shared/updates-api';

import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { companyGroup, statusText, type CompanyGroup } from '../utils/update-view';

// Colour only repeats what the words say; a company's confirmation and the person's own "done"
// never share one.
const TONES: Partial<Record<CompanyGroup | 'rejected' | 'muted', string>> = {
  confirmed: 'border-transparent bg-emerald-100 text-emerald-900',
  done_by_you: 'border-sky-300 bg-sky-50 text-sky-950',
  todo: 'border-transparent bg-amber-100 text-amber-950',
  rejected: 'border-transparent bg-red-100 text-red-900',
  muted: 'border-transparent bg-muted text-muted-foreground',
};

type BadgeRequest = Pick<UpdateRequest, 'status' | 'channel'> &
  Partial<Pick<UpdateRequest, 'company_name' | 'completed_by'>>;

function toneOf(request: BadgeRequest | null, linkDone: boolean) {
  const group = companyGroup({ completed_at: linkDone ? 'done' : null }, request);
  if (group !== 'closed') return TONES[group];
  return request?.status === 'rejected' ? TONES.rejected : TONES.muted;
}

/** Who did what with a company's update, in words: sent by Updately, confirmed by it, done by
 * you, your to-do... */
export function UpdateStatusBadge({
  request,
  done = false,
}: {
  request: BadgeRequest | null;
  /** The person ticked the company off themselves (with or without an update). */
  done?: boolean;
}) {
  const tone = toneOf(request, done);
  return (
    // "Confirmed by <company>" can be long: it wraps rather than run under the row's button.
    <Badge variant={tone ? undefined : 'outline'} className={cn('whitespace-normal', tone)}>
      {statusText(request, done)}
    </Badge>
  );
}
