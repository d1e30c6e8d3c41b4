import {
  INTEGRATION_CHANNEL_LABELS,
  type IntegrationChannel,
} from '@updately/shared/admin-integrations-api';

import { Badge } from '../../../components/ui/badge';

export function ChannelBadge({ channel }: { channel: IntegrationChannel }) {
  return (
    <Badge variant={channel === 'api' ? 'default' : channel === 'email' ? 'outline' : 'secondary'}>
      {INTEGRATION_CHANNEL_LABELS[channel]}
    </Badge>
  );
}
