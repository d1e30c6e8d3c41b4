import { DEMO_PASSWORD, seedDemoData } from '../seed/demo-data';
import { seedReferenceData } from '../seed/reference-data';
import { openCliDatabase } from './cli-database';
import { createValueCipher, deriveKey } from '../platform/crypto/value-cipher';
import { demoServices } from './demo-services';

// --demo: the demo account and the heavy benchmark user; --demo=typical: the demo account only.
const demo = process.argv.find((arg) => arg.startsWith('--demo'));
const { config, database } = await openCliDatabase({ mayCreate: true });
const { brands } = await seedReferenceData(database.db);
console.log(
  `Reference data seeded on ${database.label}: PII catalogue, journey fields, ${brands} brands`,
);
if (demo) {
  const created = await seedDemoData(database.db, {
    heavy: demo !== '--demo=typical',
    cipher: createValueCipher(config.valueKeys),
    fingerprintKey: deriveKey(config.authSecret, 'update-values-fingerprint'),
    services: demoServices,
  });
  console.log(
    created.length
      ? `Demo users created (password "${DEMO_PASSWORD}"): ${created.join(', ')}`
      : 'Demo users already exist',
  );
}
await database.close();
