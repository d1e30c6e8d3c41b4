import { drizzle } from 'drizzle-orm/node-postgres';
import { randomUUID } from 'node:crypto';
import { updateRequests, updateRequestItems, updateRequestEvents } from './db/schema';
const db = drizzle.mock();
const now = new Date();
const rows = Array.from({ length: 546 }, () => ({
  id: randomUUID(), user_id: randomUUID(), journey_id: randomUUID(), footprint_id: randomUUID(), brand_id: randomUUID(),
  company_name: 'Bench x', kind: 'change_of_address' as const, subject: 'x', channel: 'email' as const, status: 'pending_consent' as const,
  reference: 'UPD-XXXX-YYYY', destination: 'a@b.c', effective_date: null, consent_id: randomUUID(), confidential: false,
  links_expire_at: now, created_at: now, updated_at: now,
}));
for (let k = 0; k < 5; k++) {
  let t = performance.now();
  const q = db.insert(updateRequests).values(rows).toSQL();
  const a = performance.now() - t;
  t = performance.now();
  const ev = db.insert(updateRequestEvents).values(rows.map((r) => ({ request_id: r.id, user_id: r.user_id, seq: 1, type: 'created', actor: 'person' as const, from_status: null, to_status: 'pending_consent' as const, evidence: null, created_at: now }))).toSQL();
  console.log(`requests ${a.toFixed(1)} ms (${q.params.length} params), events ${(performance.now() - t).toFixed(1)} ms (${ev.params.length})`);
}
