import type { AccountSession } from '@updately/shared/account-api';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/format-date';
import { useSessions } from '../api/list-sessions';
import { revokeSession, useRevokeSession } from '../api/revoke-session';
import { revokeSessions, useRevokeOtherSessions } from '../api/revoke-sessions';
import type { LeaveSignedInArea } from '../utils/leave-signed-in-area';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';

const SIGN_OUT_FAILED = 'Sign out failed';

type SessionsSectionProps = { leave: LeaveSignedInArea };

/** Where the account is signed in; sign out one device, every other one, or all of them. */
export function SessionsSection({ leave }: SessionsSectionProps) {
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [leaving, setLeaving] = useState(false);

  const leaveWith = async (action: () => Promise<unknown>) => {
    setLeaving(true);
    try {
      await leave(async () => {
        await action();
      });
    } catch (error) {
      setLeaving(false);
      toast.error(SIGN_OUT_FAILED, { description: (error as Error).message });
    }
  };

  const signOut = (session: AccountSession) => {
    if (session.current) {
      void leaveWith(() => revokeSession(session.id));
      return;
    }
    revokeOne.mutate(session.id, {
      onSuccess: () => toast.success('Signed out', { description: `${session.description}.` }),
      onError: (error) => toast.error(SIGN_OUT_FAILED, { description: error.message }),
    });
  };

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () =>
        toast.success('Signed out of other devices', {
          description: 'Only this device is still signed in.',
        }),
      onError: (error) => toast.error(SIGN_OUT_FAILED, { description: error.message }),
    });

  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;
  const busy = leaving || revokeOthers.isPending;

  return (
    <SectionCard
      title="Where you're signed in"
      description="Devices and browsers with an active session. Sign out any you do not recognise."
    >
      {sessions.isPending ? (
        <SectionLoading label="Loading your sessions" />
      ) : sessions.isError ? (
        <SectionError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-border">
            {items.map((session) => {
              const Icon = /mobile|phone|tablet/i.test(session.device) ? Smartphone : Monitor;
              const pending = revokeOne.isPending && revokeOne.variables === session.id;
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {session.description}
                      {session.current ? <Badge>This device</Badge> : null}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {session.ip_address ? `${session.ip_address} · ` : ''}Last active{' '}
                      {formatDateTime(session.last_seen_at)} · Signed in{' '}
                      {formatDateTime(session.created_at)}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={busy || pending}
                    onClick={() => signOut(session)}
                    aria-label={`Sign out ${session.current ? 'this device' : session.description}`}
                  >
                    {pending ? 'Signing out…' : 'Sign out'}
                  </Button>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={busy || others === 0}
              onClick={signOutOthers}
            >
              {revokeOthers.isPending ? 'Signing out…' : 'Sign out other devices'}
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={busy}
              onClick={() => void leaveWith(() => revokeSessions('all'))}
            >
              {leaving ? 'Signing out…' : 'Sign out all devices'}
            </Button>
          </div>
        </>
      )}
    </SectionCard>
  );
}
