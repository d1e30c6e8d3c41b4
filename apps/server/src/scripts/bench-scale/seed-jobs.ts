import { progressBar } from './progress';
import { type LoadResult, type SeedContext } from './seed-context';

/**
 * The job queue's history: completed jobs of every queue over the past week (inside pg-boss's
 * retention), written set-based into pg-boss's own table, whose partitions it manages itself.
 */
export async function seedJobs(ctx: SeedContext): Promise<LoadResult[]> {
  const started = performance.now();
  const bar = progressBar('pgboss.job', ctx.shape.jobs);
  const { rows: queues } = await ctx.client.query<{ name: string }>(
    'select name from pgboss.queue order by name',
  );
  if (queues.length === 0) return [];
  const names = queues.map((q) => q.name);
  const batch = 100_000;
  for (let done = 0; done < ctx.shape.jobs; done += batch) {
    const count = Math.min(batch, ctx.shape.jobs - done);
    await ctx.client.query(
      `insert into pgboss.job (name, data, state, created_on, start_after, started_on, completed_on, output)
       select q.names[1 + g % cardinality(q.names)], jsonb_build_object('n', g), 'completed',
         t.at, t.at, t.at + interval '1 second', t.at + interval '2 seconds', '{}'::jsonb
       from generate_series($1::int, $2::int) g
       cross join (select $3::text[] as names) q
       cross join lateral (select to_timestamp($4::double precision / 1000)
         - (g::double precision / $5) * interval '7 days' as at) t`,
      [done, done + count - 1, names, ctx.now - 60_000, ctx.shape.jobs],
    );
    bar.tick(done + count);
  }
  bar.finish(ctx.shape.jobs);
  return [
    { table: 'pgboss.job', rows: ctx.shape.jobs, seconds: (performance.now() - started) / 1000 },
  ];
}
