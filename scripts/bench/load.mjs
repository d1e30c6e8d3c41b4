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
