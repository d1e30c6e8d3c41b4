import { openCliDatabase } from './cli-database';

const { database } = await openCliDatabase({ mayCreate: true });
console.log(`Migrations applied on ${database.label}`);
await database.close();
