import { DEMO_PASSWORD, seedDemoData } from '../seed/demo-data';
import { seedReferenceData } from '../seed/reference-data';
import { openCliDatabase } from './cli-database';

const demo = process.argv.includes('--demo');
const { database } = await openCliDatabase();
const { brands } = await seedReferenceData(database.db);
console.log(
  `Reference data seeded on ${database.label}: PII catalogue, journey fields, ${brands} brands`,
);
if (demo) {
  const created = await seedDemoData(database.db, { heavy: true });
  console.log(
    created.length
      ? `Demo users created (password "${DEMO_PASSWORD}"): ${created.join(', ')}`
      : 'Demo users already exist',
  );
}
await database.close();
