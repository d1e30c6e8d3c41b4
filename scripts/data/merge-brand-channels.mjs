// Merges researched brand channels (postal address, email, web form, phone) into
// packages/shared/src/data/brands.json. Input: the research file (docs/research/brand-channels-*.json),
// an array of { slug, postal_address, email, web_form, phone } where each value carries the
// brand's own page it was read from (`source`) and the day (`checked_on`). A brand keeps a value it
// already has; a value without a source is refused. The data test (brands.test.ts) checks the result.
// Usage: node scripts/data/merge-brand-channels.mjs FILE
import { readFileSync, writeFileSync } from 'node:fs';

const target = new URL('../../packages/shared/src/data/brands.json', import.meta.url);
const brands = JSON.parse(readFileSync(target, 'utf8'));
const research = new Map(
  JSON.parse(readFileSync(process.argv[2], 'utf8')).map((entry) => [entry.slug, entry]),
);

const sourced = (slug, what, value) => {
  if (!value) return null;
  if (!value.source || !value.checked_on) throw new Error(`${slug}: the ${what} has no source`);
  return value;
};

const counts = { postal_address: 0, email: 0, web_form: 0, phone: 0 };
const out = brands.map((brand) => {
  const found = research.get(brand.slug);
  if (!found) return brand;
  const next = { ...brand };
  const address = sourced(brand.slug, 'postal address', found.postal_address);
  if (address && !brand.postal_address) {
    const { source, checked_on, ...lines } = address;
    next.postal_address = {
      recipient: lines.recipient ?? null,
      organisation: lines.organisation ?? brand.name,
      line1: lines.line1,
      line2: lines.line2 ?? null,
      suburb: lines.suburb,
      state: lines.state,
      postcode: lines.postcode,
    };
    next.postal_address_source = source;
    next.postal_address_checked_on = checked_on;
    counts.postal_address++;
  }
  const email = sourced(brand.slug, 'email', found.email);
  if (email && !brand.contact_email) {
    next.contact_email = email.address.toLowerCase();
    next.contact_email_purpose = email.purpose;
    next.contact_email_source = email.source;
    next.contact_email_checked_on = email.checked_on;
    counts.email++;
  }
  const form = sourced(brand.slug, 'web form', found.web_form);
  if (form && !brand.web_form_url) {
    next.web_form_url = form.url;
    next.web_form_purpose = form.purpose;
    next.web_form_source = form.source;
    next.web_form_checked_on = form.checked_on;
    counts.web_form++;
  }
  const phone = sourced(brand.slug, 'phone', found.phone);
  if (phone && !brand.phone) {
    next.phone = phone.number;
    next.phone_hours = phone.hours ?? null;
    next.phone_source = phone.source;
    next.phone_checked_on = phone.checked_on;
    counts.phone++;
  }
  return next;
});
writeFileSync(target, JSON.stringify(out, null, 2) + '\n');
console.log(
  `merged ${counts.postal_address} postal addresses, ${counts.email} emails, ${counts.web_form} web forms and ${counts.phone} phone numbers into ${out.length} brands`,
);
