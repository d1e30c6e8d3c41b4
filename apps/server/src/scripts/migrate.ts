import { openCliDatabase } from './cli-database';

const { database } = await openCliDatabase();
console.log(`Migrations applied on ${database.label}`);
await database.close();
