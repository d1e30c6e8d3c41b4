import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundPost } from './outbound-post';

/** A local server counting the connections made to it. */
describe('outboundPost with keepAlive', () => {
  let server: http.Server;
  let url: string;
  let connections = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const kept = { allowPrivateNetworks: true, keepAlive: true };

  it('carries many POSTs to one endpoint on one connection', async () => {
    const before = connections;
    for (let i = 0; i < 5; i += 1) {
      expect(await outboundPost(url, '{}', {}, kept)).toMatchObject({ status: 204 });
    }
    expect(connections - before).toBe(1);
  });

  it('opens one per POST without it', async () => {
    const before = connections;
    for (let i = 0; i < 3; i += 1) {
      await outboundPost(url, '{}', {}, { allowPrivateNetworks: true });
    }
    expect(connections - before).toBe(3);
  });

  it('sends on a new connection when the server closed the kept one', async () => {
    await outboundPost(url, '{}', {}, kept);
    server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await outboundPost(url, '{}', {}, kept)).toMatchObject({ status: 204 });
  });

  it('still refuses a private address in production, and one a name resolves to', async () => {
    const production = { allowPrivateNetworks: false, keepAlive: true };
    expect(await outboundPost(url, '{}', {}, production)).toMatchObject({
      error: { code: 'BLOCKED_ADDRESS' },
    });
    const port = (server.address() as AddressInfo).port;
    const resolvesToLoopback = ((_host, options, callback) => {
      const all = typeof options === 'object' && options.all;
      if (all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    }) as LookupFunction;
    const before = connections;
    expect(
      await outboundPost(
        `http://hooks.example.com:${port}/`,
        '{}',
        {},
        {
          ...production,
          lookup: resolvesToLoopback,
        },
      ),
    ).toMatchObject({ error: { code: 'BLOCKED_ADDRESS' } });
    expect(connections).toBe(before);
  });
});
