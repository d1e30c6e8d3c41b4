import autocannon from 'autocannon';

export type Measured = {
  name: string;
  /** The first request alone, before any load: cold caches. */
  cold: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** Why no figures (not built here, or an error status). */
  missing?: string;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Waits until the server has finished what a run left behind: autocannon stops at the run's end,
 * but the server still works the requests it abandoned, which would slow the next route's figures.
 * Idle means the health check (a database round trip) answers within 50 ms twice in a row.
 */
async function drained(base: string): Promise<void> {
  const until = Date.now() + 120_000;
  let quick = 0;
  while (quick < 2 && Date.now() < until) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One route: the first request alone, then `runs` autocannon runs at c = 10; medians of the runs. */
export async function measureRoute(
  base: string,
  name: string,
  path: string,
  headers: Record<string, string>,
  options: { seconds: number; runs: number },
): Promise<Measured> {
  await drained(base);
  const coldStarted = performance.now();
  const probe = await fetch(`${base}${path}`, { headers });
  await probe.arrayBuffer();
  const cold = Math.round(performance.now() - coldStarted);
  if (!probe.ok) {
    return { name, cold, p50: 0, p99: 0, rps: 0, errors: 0, missing: `status ${probe.status}` };
  }
  const runs: autocannon.Result[] = [];
  for (let i = 0; i < options.runs; i++) {
    runs.push(
      await autocannon({
        url: `${base}${path}`,
        headers,
        connections: 10,
        duration: options.seconds,
      }),
    );
    await drained(base);
  }
  // A run in which nothing came back counts as the whole run's length (a lower bound).
  const atLeast = options.seconds * 1000;
  return {
    name,
    cold,
    p50: median(runs.map((r) => (r.requests.total ? r.latency.p50 : atLeast))),
    p99: median(runs.map((r) => (r.requests.total ? r.latency.p99 : atLeast))),
    rps: median(runs.map((r) => r.requests.average)),
    errors: runs.reduce((s, r) => s + r.errors + r.non2xx + r.timeouts, 0),
  };
}
