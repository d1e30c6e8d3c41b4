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

/** One route: the first request alone, then `runs` autocannon runs at c = 10; medians of the runs. */
export async function measureRoute(
  base: string,
  name: string,
  path: string,
  headers: Record<string, string>,
  options: { seconds: number; runs: number },
): Promise<Measured> {
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
