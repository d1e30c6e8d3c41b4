import type { AdminUser } from '@updately/shared/admin-users-api';

import { Badge } from '../../../components/ui/badge';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format-date';

/** Admin, banned, email and two-factor state, as badges with words (not colour alone). */
export function UserStatusBadges({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.isAdmin ? <Badge>Admin</Badge> : null}
      {user.banned ? <Badge variant="destructive">Banned</Badge> : null}
      <Badge variant="outline">{user.emailVerified ? 'Verified' : 'Not verified'}</Badge>
      <Badge variant="secondary">{user.twoFactorEnabled ? 'MFA on' : 'MFA off'}</Badge>
    </div>
  );
}

type UsersTableProps = { users: readonly AdminUser[]; onOpen: (user: AdminUser) => void };

/** The loaded users, newest first; a name opens the user. Columns sort what is loaded. */
export function UsersTable({ users, onOpen }: UsersTableProps) {
  const columns: DataColumn<AdminUser>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (user) => user.name,
      cell: (user) => (
        <button
          type="button"
          onClick={() => onOpen(user)}
          className="min-h-6 text-left font-medium break-words text-primary underline underline-offset-4 hover:no-underline"
        >
          {user.name}
          <span className="sr-only">, details</span>
        </button>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      sortValue: (user) => user.email,
      cell: (user) => <span className="break-all">{user.email}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => <UserStatusBadges user={user} />,
    },
    {
      key: 'joined',
      header: 'Joined',
      sortValue: (user) => user.createdAt,
      className: 'whitespace-nowrap',
      cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
    },
  ];
  return (
    <DataTable
      caption="Users, newest first"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
    />
  );
}
