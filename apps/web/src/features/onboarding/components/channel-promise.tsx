import { CHANNEL_PROMISE } from '@updately/shared/update-attestation';
import type { UpdateChannel } from '@updately/shared/update-status';

import { cn } from '../../../lib/utils';

/** How the company will be told, in words, before the person commits. */
export function ChannelPromise({
  channel,
  className,
}: {
  channel: UpdateChannel;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'text-xs',
        channel === 'manual' ? 'text-muted-foreground' : 'font-medium text-brand-800',
        className,
      )}
    >
      {CHANNEL_PROMISE[channel]}
    </span>
  );
}
