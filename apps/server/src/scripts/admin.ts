import { and, eq } from 'drizzle-orm';
import { userRoles, users } from '../db/schema';
import { openCliDatabase } from './cli-database';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant|revoke someone@example.com');
  process.exit(2);
}

const { database } = await openCliDatabase();
try {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) {
    console.error(`No account with the email ${email}. Sign up first, then grant.`);
    process.exitCode = 1;
  } else if (command === 'grant') {
    await database.db
      .insert(userRoles)
      .values({ user_id: user.id, role: 'admin' })
      .onConflictDoNothing();
    console.log(`${email} is now an admin.`);
  } else {
    await database.db
      .delete(userRoles)
      .where(and(eq(userRoles.user_id, user.id), eq(userRoles.role, 'admin')));
    console.log(`${email} is no longer an admin.`);
  }
} finally {
  await database.close();
}
