import { resetMfaByEmail } from '../platform/accounts/reset-mfa-by-email';
import { setAdminByEmail } from '../platform/roles/admin-role-by-email';
import { openCliDatabase } from './cli-database';

const COMMANDS = ['grant', 'revoke', 'reset-mfa'];
const DONE: Record<string, (email: string) => string> = {
  grant: (email) => `${email} is now an admin.`,
  revoke: (email) => `${email} is no longer an admin.`,
  'reset-mfa': (email) =>
    `${email} has no second factor now: their password alone signs them in until they set one up.`,
};

const [command, email] = process.argv.slice(2);
if (!command || !COMMANDS.includes(command) || !email) {
  console.error('Usage: npm run admin -- grant|revoke|reset-mfa someone@example.com');
  process.exit(2);
}

const { database } = await openCliDatabase({ mayCreate: false });
try {
  const done =
    command === 'reset-mfa'
      ? await resetMfaByEmail(database.db, email)
      : await setAdminByEmail(database.db, email, command === 'grant');
  if (!done) {
    console.error(
      `No account with the email ${email} in ${database.label}. Sign up first, then grant.`,
    );
    process.exitCode = 1;
  } else {
    console.log(DONE[command]!(email));
  }
} finally {
  await database.close();
}
