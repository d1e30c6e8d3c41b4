import type { ErrorGroup, ErrorSource } from '@updately/shared/admin-error-logs-api';

import { Badge } from '../../../components/ui/badge';

export const SOURCE_LABELS: Record<ErrorSource, string> = {
  server: 'Server',
  client: 'Web app',
};

/** Client errors are whatever a browser sent: said wherever they show (N7). */
export const UNVERIFIED_LABEL = 'reported by a browser, unverified';

/** Open, Resolved, or Reopened (open again after having been resolved). */
export function errorStatusLabel(group: ErrorGroup): string {
  if (group.resolvedAt) return 'Resolved';
  return group.reopened ? 'Reopened' : 'Open';
}

export function ErrorStatusBadge({ group }: { group: ErrorGroup }) {
  const label = errorStatusLabel(group);
  return (
    <Badge
      variant={
        label === 'Resolved' ? 'secondary' : label === 'Reopened' ? 'destructive' : 'outline'
      }
    >
      {label}
    </Badge>
  );
}
