import autocannon from 'autocannon';

/** req/s and latency percentiles of one URL under a short, bounded loopback load. */
export async function load(url, { connections = 20, duration = 5, headers } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function row(name, r) {
  return `${name.padEnd(44)} ${String(r.rps).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.errors ? `   errors ${r.errors}` : ''}`;
}
