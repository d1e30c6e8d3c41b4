import { seedReferenceData } from '../db/seed/reference-data';
import { openCliDatabase } from './cli-database';

const { database } = await openCliDatabase();
const { brands } = await seedReferenceData(database.db);
console.log(
  `Reference data seeded on ${database.label}: PII catalogue, journey fields, ${brands} brands`,
);
await database.close();
