import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVENESS_PATH, withLiveness } from './liveness';

describe('withLiveness', () => {
  let server: Server;
  let base: string;
  const passedOn: string[] = [];

  beforeAll(async () => {
    server = createServer(
      withLiveness((req, res) => {
        passedOn.push(`${req.method} ${req.url}`);
        res.writeHead(418).end('app');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the liveness probe itself, uncached, without reaching the app', async () => {
    const res = await fetch(`${base}${LIVENESS_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ status: 'ok' });
    const head = await fetch(`${base}${LIVENESS_PATH}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(passedOn).toEqual([]);
  });

  it('passes every other request to the app, including other methods on the probe path', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(418);
    expect((await fetch(`${base}${LIVENESS_PATH}?x=1`)).status).toBe(418);
    expect((await fetch(`${base}${LIVENESS_PATH}`, { method: 'POST' })).status).toBe(418);
    expect(passedOn).toEqual([
      'GET /api/health',
      `GET ${LIVENESS_PATH}?x=1`,
      `POST ${LIVENESS_PATH}`,
    ]);
  });
});
