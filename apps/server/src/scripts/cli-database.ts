import { loadConfig } from '../lib/config';
import { migrate } from '../db/migrate';
import { openConfiguredDatabase } from '../server';

/** The configured database, migrated, for one-off commands (npm run db:*, npm run admin). */
export async function openCliDatabase() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  return { config, database };
}
