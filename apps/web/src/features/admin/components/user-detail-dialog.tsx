import type { AdminUser, AdminUserDetail } from '@updately/shared/admin-users-api';
import { JOURNEY_TYPE_LABELS } from '@updately/shared/journey-types';
import type { ReactNode } from 'react';

import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { countOf } from '../../../lib/count-of';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useAdminUserDetail } from '../api/user-detail';
import { auditActionText, auditActorText } from './audit-entry-text';
import { UserActions } from './user-actions-section';
import { UserStatusBadges } from './users-table';

type UserDetailDialogProps = {
  userId: string;
  /** The row that was opened, shown while the detail loads. */
  summary?: AdminUser;
  onClose: () => void;
};

/** One user: what they have and do, and the admin's actions on them. */
export function UserDetailDialog({ userId, summary, onClose }: UserDetailDialogProps) {
  const detail = useAdminUserDetail(userId);
  const user = detail.data?.user ?? summary;
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={user?.name ?? 'User'}
      description={user?.email ?? 'Loading the user'}
      className="sm:max-w-3xl"
    >
      {detail.isPending ? (
        <LoadingSkeletons label="Loading the user" rows={6} />
      ) : detail.isError ? (
        <LoadError
          title="The user could not be loaded"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <UserDetailBody detail={detail.data} onDeleted={onClose} />
      )}
    </FormDialog>
  );
}

function UserDetailBody({ detail, onDeleted }: { detail: AdminUserDetail; onDeleted: () => void }) {
  const { user, profile } = detail;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <UserStatusBadges user={user} />
      <UserActions user={user} onDeleted={onDeleted} />
      <DetailSection title="Profile">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Item term="First name" value={profile?.firstName} />
          <Item term="Last name" value={profile?.lastName} />
          <Item term="Signed up with" value={profile?.authProvider} />
          <Item term="Joined" value={formatDate(user.createdAt)} />
          <Item term="Phone" value={user.phoneNumber} />
          <Item
            term="Location"
            value={[profile?.city, profile?.country].filter(Boolean).join(', ') || 'Unknown'}
          />
          <Item
            term="Onboarding"
            value={
              profile?.onboardingCompletedAt
                ? `Finished ${formatDate(profile.onboardingCompletedAt)}`
                : 'Not finished'
            }
          />
          <Item term="Marketing email" value={profile?.marketingConsent ? 'Yes' : 'No'} />
          {user.banned ? (
            <>
              <Item term="Ban reason" value={user.banReason} />
              <Item
                term="Ban ends"
                value={user.banExpires ? formatDateTime(user.banExpires) : 'When lifted'}
              />
            </>
          ) : null}
        </dl>
      </DetailSection>
      <DetailSection
        title="Footprints and journeys"
        lead={`${countOf(detail.footprintCount, 'footprint', 'footprints')}, ${countOf(detail.journeyCount, 'journey', 'journeys')}`}
      >
        {detail.journeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">No journeys.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {detail.journeys.map((journey) => (
              <li key={journey.id} className="break-words">
                <span className="font-medium">{journey.name}</span>{' '}
                <span className="text-muted-foreground">
                  · {JOURNEY_TYPE_LABELS[journey.type]} · {journey.status} · started{' '}
                  {formatDate(journey.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection
        title="Sessions"
        lead={countOf(detail.sessions.length, 'active session', 'active sessions')}
      >
        {detail.sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Signed out everywhere.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {detail.sessions.map((session) => (
              <li key={session.id} className="break-words">
                <span className="font-medium">{session.description}</span>{' '}
                <span className="text-muted-foreground">
                  · {session.ip_address ?? 'unknown IP'} · last seen{' '}
                  {formatDateTime(session.last_seen_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title="Recent activity" lead="By them or about them, newest first">
        {detail.recentAudit.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {detail.recentAudit.map((entry) => (
              <li key={entry.id} className="break-words">
                <span title={entry.action}>{auditActionText(entry)}</span>{' '}
                <span className="text-muted-foreground">
                  · {formatDateTime(entry.createdAt)} · by {auditActorText(entry)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </div>
  );
}

function DetailSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">
        {title}
        {lead ? (
          <span className="ml-2 text-sm font-normal text-muted-foreground">{lead}</span>
        ) : null}
      </h3>
      {children}
    </section>
  );
}

function Item({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-words">{value || '—'}</dd>
    </div>
  );
}
