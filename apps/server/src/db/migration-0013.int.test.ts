import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';
import { defaultMigrationsFolder, migrate } from './migrate';

/** The migrations folder as it was before `tag` (its journal cut there). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'updately-migrations-'));
  cpSync(defaultMigrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('migration 0013 (brand claim verification) on a database with claims', () => {
  const folder = migrationsBefore('0013_brand_claim_verification');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps verified claims verified and sends pending code claims to admin review', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await migrate(database, folder);
      await database.db.execute(sql`
        insert into organizations (id, name, slug) values
          ('00000000-0000-4000-8000-0000000000a1', 'Old Co', 'old-co')`);
      await database.db.execute(sql`
        insert into brand_directory (id, slug, name, category, footprint_tags, data_collection_items)
        values
          ('00000000-0000-4000-8000-0000000000b1', 'b1', 'Verified Brand', 'energy', '{}', '{}'),
          ('00000000-0000-4000-8000-0000000000b2', 'b2', 'Code Brand', 'energy', '{}', '{}'),
          ('00000000-0000-4000-8000-0000000000b3', 'b3', 'Review Brand', 'energy', '{}', '{}')`);
      await database.db.execute(sql`
        insert into brand_claims
          (organization_id, brand_id, status, verification_email, code_hash, code_expires_at,
           failed_attempts, decided_by_method, decided_at)
        values
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000b1',
           'verified', 'privacy@verified.example', null, null, 0, 'email_code', now()),
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000b2',
           'pending', 'someone@code.example', 'hash', now() + interval '10 minutes', 2, null, null),
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000b3',
           'pending', null, null, null, 0, null, null)`);
      await migrate(database);
      const rows = await queryRows<{
        brand_id: string;
        status: string;
        method: string;
        code_hash: string | null;
      }>(
        database.db,
        sql`select brand_id, status, method, code_hash from brand_claims order by brand_id`,
      );
      expect(rows.map(({ status, method, code_hash }) => ({ status, method, code_hash }))).toEqual([
        { status: 'verified', method: 'email_code', code_hash: null },
        { status: 'pending', method: 'admin', code_hash: null },
        { status: 'pending', method: 'admin', code_hash: null },
      ]);
    } finally {
      await database.close();
    }
  });
});
