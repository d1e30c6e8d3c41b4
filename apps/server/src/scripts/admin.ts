import { setAdminByEmail } from '../platform/roles/admin-role-by-email';
import { openCliDatabase } from './cli-database';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant|revoke someone@example.com');
  process.exit(2);
}

const { database } = await openCliDatabase();
try {
  if (!(await setAdminByEmail(database.db, email, command === 'grant'))) {
    console.error(`No account with the email ${email}. Sign up first, then grant.`);
    process.exitCode = 1;
  } else {
    console.log(
      command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`,
    );
  }
} finally {
  await database.close();
}
