import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AdminUser, ListUsersQuery } from './admin-users.schemas';

export const USER_NOT_FOUND = 'User not found';

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  emailVerified: users.emailVerified,
  image: users.image,
  phoneNumber: users.phoneNumber,
  isAdmin: sql<boolean>`${userRoles.id} is not null`,
  banned: users.banned,
  banReason: users.banReason,
  banExpires: users.banExpires,
  twoFactorEnabled: users.twoFactorEnabled,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
const selectUsers = (db: Db) =>
  db
    .select(columns)
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.user_id, users.id), eq(userRoles.role, 'admin')));
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function toAdminUser(row: Row): AdminUser {
  return {
    ...row,
    isAdmin: Boolean(row.isAdmin),
    banned: Boolean(row.banned),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    banExpires: row.banExpires?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listUsers(db: Db, query: ListUsersQuery) {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where: SQL | undefined = pattern
    ? or(ilike(users.email, pattern), ilike(users.name, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(toAdminUser),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getUser(db: Db, id: string): Promise<AdminUser> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return toAdminUser(row);
}
