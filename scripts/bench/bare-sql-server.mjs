// What any Node server could do with a route's SQL on this machine: bare node:http, the same
// driver and pool size as the app (node-postgres, 10 connections, the statements named when the
// app names them; or PGlite in-process), the recorded statements per request, the last one's
// rows as JSON. No framework, no session, no mapping: the practical ceiling for the route.
//   node scripts/bench/bare-sql-server.mjs <postgres-url | pglite:DIR> <statements.json>
// Prints the URL it listens on once ready.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [target, file] = process.argv.slice(2);
const { statements, prepared } = JSON.parse(readFileSync(file, 'utf8'));

async function openDriver() {
  if (target.startsWith('pglite:')) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    // The app's data dir has pg_trgm installed (the admin user search): load it as the app does.
    const db = await PGlite.create({
      dataDir: target.slice('pglite:'.length),
      extensions: { pg_trgm },
    });
    return (s) => db.query(s.text, s.values).then((r) => r.rows);
  }
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  return (s, i) =>
    pool
      .query({ name: prepared ? `bare_${i}` : undefined, text: s.text, values: s.values })
      .then((r) => r.rows);
}

const run = await openDriver();
const server = http.createServer(async (_req, res) => {
  let rows = [];
  for (let i = 0; i < statements.length; i++) rows = await run(statements[i], i);
  const body = JSON.stringify({ items: rows });
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
