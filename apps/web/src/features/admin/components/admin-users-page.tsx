import type { AdminUser, Flag, UserRoleFilter } from '@updately/shared/admin-users-api';
import { UserSearch } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { countOf } from '../../../lib/count-of';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminUsers, type UserFilters } from '../api/users-list';
import { AdminPage } from './admin-page';
import { UserDetailDialog } from './user-detail-dialog';
import { UsersInviteDialog } from './users-invite-dialog';
import { UsersTable } from './users-table';

const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admins' },
  { value: 'user', label: 'Users' },
];
const flagOptions = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];
const VERIFIED_OPTIONS = flagOptions('Verified', 'Not verified');
const BANNED_OPTIONS = flagOptions('Banned', 'Not banned');
const MFA_OPTIONS = flagOptions('MFA on', 'MFA off');

export function AdminUsersPage() {
  return (
    <AdminPage
      heading="Users"
      lead="Find an account by name or email and see its profile, journeys, sessions and recent activity. Grant or revoke admin, ban, sign out, reset two-factor authentication, pass on a sign-in or recovery link, or delete."
    >
      <UsersDirectory />
    </AdminPage>
  );
}

function UsersDirectory() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRoleFilter | undefined>();
  const [verified, setVerified] = useState<Flag | undefined>();
  const [banned, setBanned] = useState<Flag | undefined>();
  const [mfa, setMfa] = useState<Flag | undefined>();
  const [open, setOpen] = useState<AdminUser | null>(null);
  const q = useDebouncedValue(search.trim());
  const filters: UserFilters = { q: q || undefined, role, verified, banned, mfa };
  const filtered = Boolean(filters.q || role || verified || banned || mfa);
  const users = useAdminUsers(filters);
  const items = users.data?.pages.flatMap((page) => page.users) ?? [];

  const filter = (
    key: string,
    label: string,
    allLabel: string,
    value: string | undefined,
    options: { value: string; label: string }[],
    onChange: (value: string | undefined) => void,
  ) => (
    <Field
      id={`${id}-${key}`}
      label={label}
      className="w-full sm:w-40"
      render={(control) => (
        <FilterSelect
          id={control.id}
          allLabel={allLabel}
          value={value}
          options={options}
          onChange={onChange}
        />
      )}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Field
          id={`${id}-search`}
          label="Search by name or email"
          type="search"
          className="w-full sm:w-80"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <UsersInviteDialog />
      </div>
      <div className="flex flex-wrap gap-4">
        {filter('role', 'Role', 'All roles', role, ROLE_OPTIONS, (v) =>
          setRole(v as UserRoleFilter | undefined),
        )}
        {filter('verified', 'Email', 'Any email', verified, VERIFIED_OPTIONS, (v) =>
          setVerified(v as Flag | undefined),
        )}
        {filter('banned', 'Ban', 'Banned or not', banned, BANNED_OPTIONS, (v) =>
          setBanned(v as Flag | undefined),
        )}
        {filter('mfa', 'Two-factor', 'MFA on or off', mfa, MFA_OPTIONS, (v) =>
          setMfa(v as Flag | undefined),
        )}
      </div>

      {users.isPending ? (
        <LoadingSkeletons label="Loading users" rows={6} />
      ) : users.isError ? (
        <LoadError
          title="The users could not be loaded"
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={UserSearch}
          title={filtered ? 'No users match' : 'No users yet'}
          description={
            filtered
              ? 'Check the spelling, search by part of the email, or clear a filter.'
              : 'Invite someone to get started.'
          }
        />
      ) : (
        <>
          <div aria-busy={users.isPlaceholderData} className="flex flex-col gap-3">
            <UsersTable users={items} onOpen={setOpen} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p role="status">{`Showing ${countOf(items.length, 'user', 'users')}`}</p>
            {users.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                disabled={users.isFetchingNextPage}
                onClick={() => void users.fetchNextPage()}
              >
                {users.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {open ? (
        <UserDetailDialog userId={open.id} summary={open} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
