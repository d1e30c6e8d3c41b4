// Merges researched brand contact addresses into packages/shared/src/data/brands.json.
// Input: a JSON array of { slug, contact_email, purpose, source_url, checked_on } (each address
// copied from the brand's own page at source_url; purpose is change_of_details, customer_service
// or privacy_officer — a complaints address is never a first-request address, issue 23).
// Usage: node scripts/data/merge-brand-contacts.mjs FILE
import { readFileSync, writeFileSync } from 'node:fs';

const target = new URL('../../packages/shared/src/data/brands.json', import.meta.url);
const brands = JSON.parse(readFileSync(target, 'utf8'));
const contacts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const FIRST_REQUEST = ['change_of_details', 'customer_service', 'privacy_officer'];
for (const c of contacts) {
  if (!FIRST_REQUEST.includes(c.purpose)) {
    throw new Error(`${c.slug}: purpose ${c.purpose} can't take a first request`);
  }
}
const bySlug = new Map(contacts.map((c) => [c.slug, c]));
let merged = 0;
const out = brands.map((brand) => {
  const found = bySlug.get(brand.slug);
  const {
    contact_email,
    contact_email_purpose,
    contact_email_source,
    contact_email_checked_on,
    ...rest
  } = brand;
  const contact = found
    ? {
        contact_email: found.contact_email.toLowerCase(),
        contact_email_purpose: found.purpose,
        contact_email_source: found.source_url,
        contact_email_checked_on: found.checked_on,
      }
    : {
        contact_email: contact_email ?? null,
        contact_email_purpose: contact_email_purpose ?? null,
        contact_email_source: contact_email_source ?? null,
        contact_email_checked_on: contact_email_checked_on ?? null,
      };
  if (found) merged++;
  return { ...rest, ...contact };
});
writeFileSync(target, JSON.stringify(out, null, 2) + '\n');
console.log(`${merged} contact addresses merged into ${out.length} brands`);
