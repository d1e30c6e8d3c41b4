import type { JourneyStatus } from '@updately/shared/journey-types';

import { Badge } from '../../../components/ui/badge';

const STATUS: Record<JourneyStatus, { label: string; className?: string }> = {
  active: { label: 'Active' },
  completed: {
    label: 'Completed',
    className: 'border-transparent bg-emerald-100 text-emerald-900',
  },
  archived: { label: 'Archived', className: 'border-transparent bg-muted text-muted-foreground' },
};

/** The journey's status in words (colour only repeats it). */
export function JourneyStatusBadge({ status }: { status: JourneyStatus }) {
  const { label, className } = STATUS[status];
  return <Badge className={className}>{label}</Badge>;
}
