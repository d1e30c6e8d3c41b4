import type { UpdateStatus } from '@updately/shared/update-status';

import { Badge } from '../../../components/ui/badge';
import { REQUEST_STATUS_LABELS } from '../utils/business-labels';

const VARIANTS: Partial<Record<UpdateStatus, 'default' | 'secondary' | 'outline' | 'destructive'>> =
  {
    sent: 'default',
    acknowledged: 'default',
    completed: 'secondary',
    rejected: 'destructive',
  };

export function RequestStatusBadge({ status }: { status: UpdateStatus }) {
  return (
    <Badge variant={VARIANTS[status] ?? 'outline'} className="whitespace-normal">
      {REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
