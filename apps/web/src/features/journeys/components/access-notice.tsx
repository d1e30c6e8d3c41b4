import { useLocation } from 'react-router';

import { Alert } from '../../../components/ui/alert';

/** The reason a shared journey's page was left (its owner removed the person), as text. */
export function AccessNotice() {
  const { state } = useLocation() as { state: { notice?: unknown } | null };
  const notice = typeof state?.notice === 'string' ? state.notice : null;
  if (!notice) return null;
  return <Alert tone="info" title={notice} />;
}
