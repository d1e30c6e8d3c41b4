import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundPost } from './outbound-post';
import { isOutboundFailure, type OutboundResult } from './outbound-result';
import { startTestReceiver } from './test-receiver';

const production = { allowPrivateNetworks: false };
const development = { allowPrivateNetworks: true };

function errorCode(result: OutboundResult) {
  return isOutboundFailure(result) ? result.error.code : `status ${result.status}`;
}

describe('outboundPost', () => {
  let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
  beforeAll(async () => {
    receiver = await startTestReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.reply((_, res) => res.end());
  });

  it('refuses loopback, private and metadata addresses in production, sending nothing', async () => {
    const urls = [
      `${receiver.url}/hook`,
      `http://localhost:${receiver.port}/hook`, // resolved by DNS to 127.0.0.1
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      `http://[::1]:${receiver.port}/`,
      `http://0.0.0.0:${receiver.port}/`,
    ];
    for (const url of urls) {
      const result = await outboundPost(url, '{}', {}, production);
      expect(errorCode(result), url).toBe('BLOCKED_ADDRESS');
    }
    const viaDns = await outboundPost(`http://localhost:${receiver.port}/`, '{}', {}, production);
    expect(viaDns).toMatchObject({
      error: { message: 'localhost resolves to 127.0.0.1, which is not a public address.' },
    });
    expect(receiver.received).toEqual([]);
  });

  it('checks the address a name resolves to when connecting, whatever the name', async () => {
    const resolvesToLoopback = ((_host, options, callback) => {
      const all = typeof options === 'object' && options.all;
      if (all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    }) as LookupFunction;
    const url = `http://hooks.example.com:${receiver.port}/hook`;
    const blocked = await outboundPost(
      url,
      '{}',
      {},
      { ...production, lookup: resolvesToLoopback },
    );
    expect(blocked).toMatchObject({
      error: { code: 'BLOCKED_ADDRESS', message: expect.stringContaining('127.0.0.1') },
    });
    const allowed = await outboundPost(
      url,
      '{}',
      {},
      { ...development, lookup: resolvesToLoopback },
    );
    expect(errorCode(allowed)).toBe('status 200');
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses metadata and link-local addresses even where private networks are allowed (N8)', async () => {
    const resolvesTo = (address: string, family: number) =>
      ((_host, options, callback) => {
        const all = typeof options === 'object' && options.all;
        if (all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      }) as LookupFunction;
    const quick = { ...development, timeoutMs: 1000 };
    for (const [address, family] of [
      ['169.254.169.254', 4],
      ['100.100.100.200', 4],
      ['fd00:ec2::254', 6],
      ['fe80::1', 6],
    ] as const) {
      const result = await outboundPost(
        `http://hooks.example.com:${receiver.port}/hook`,
        '{}',
        {},
        { ...quick, lookup: resolvesTo(address, family) },
      );
      expect(result, address).toMatchObject({
        error: {
          code: 'BLOCKED_ADDRESS',
          message: `hooks.example.com resolves to ${address}, which is not a public address.`,
        },
      });
    }
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://metadata.google.internal/',
      `http://0.0.0.0:${receiver.port}/`,
    ]) {
      expect(errorCode(await outboundPost(url, '{}', {}, quick)), url).toBe('BLOCKED_ADDRESS');
    }
    expect(receiver.received).toEqual([]);
  });

  it('refuses URLs that are not http(s) or carry credentials', async () => {
    for (const url of [
      'ftp://example.com/',
      'not a url',
      `http://u:p@127.0.0.1:${receiver.port}/`,
    ]) {
      expect(errorCode(await outboundPost(url, '', {}, development)), url).toBe('INVALID_URL');
    }
    expect(receiver.received).toEqual([]);
  });

  it('posts the body and headers when private networks are allowed, returning the answer', async () => {
    receiver.reply((_, res) => {
      res.writeHead(202, { 'content-type': 'application/json', 'x-trace': 'abc' });
      res.end('{"ok":true}');
    });
    const result = await outboundPost(
      `http://localhost:${receiver.port}/hook?a=1`,
      '{"hello":"wörld"}',
      { 'content-type': 'application/json', 'x-custom': 'yes' },
      development,
    );
    expect(result).toMatchObject({
      status: 202,
      body: '{"ok":true}',
      bodyTruncated: false,
      headers: { 'content-type': 'application/json', 'x-trace': 'abc' },
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(receiver.received).toEqual([
      {
        method: 'POST',
        path: '/hook?a=1',
        body: '{"hello":"wörld"}',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          'x-custom': 'yes',
          'content-length': String(Buffer.byteLength('{"hello":"wörld"}')),
        }),
      },
    ]);
  });

  it('does not follow redirects', async () => {
    receiver.reply((request, res) => {
      if (request.path === '/moved') res.writeHead(302, { location: '/elsewhere' });
      res.end();
    });
    const result = await outboundPost(`${receiver.url}/moved`, '{}', {}, development);
    expect(result).toMatchObject({ status: 302, headers: { location: '/elsewhere' } });
    expect(receiver.received.map((r) => r.path)).toEqual(['/moved']);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    receiver.reply(() => {});
    const result = await outboundPost(
      `${receiver.url}/slow`,
      '{}',
      {},
      {
        ...development,
        timeoutMs: 200,
      },
    );
    expect(result).toMatchObject({ error: { code: 'TIMEOUT' } });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it('keeps the status of a receiver whose body never ends', async () => {
    receiver.reply((_, res) => {
      res.writeHead(200);
      res.write('partial');
    });
    const result = await outboundPost(
      `${receiver.url}/drip`,
      '{}',
      {},
      {
        ...development,
        timeoutMs: 200,
      },
    );
    expect(result).toMatchObject({ status: 200, body: 'partial', bodyTruncated: true });
  });

  it('truncates the response body, by default to 2048 bytes, without splitting a character', async () => {
    receiver.reply((_, res) => res.end('x'.repeat(5000)));
    const long = await outboundPost(receiver.url, '', {}, development);
    expect(long).toMatchObject({ status: 200, bodyTruncated: true });
    expect(!isOutboundFailure(long) && long.body).toBe('x'.repeat(2048));

    receiver.reply((_, res) => res.end('aé'.repeat(10)));
    const short = await outboundPost(receiver.url, '', {}, { ...development, maxResponseBytes: 5 });
    expect(short).toMatchObject({ body: 'aéa', bodyTruncated: true }); // 'aéa' + half an 'é'

    receiver.reply((_, res) => res.end('abcd'));
    const exact = await outboundPost(receiver.url, '', {}, { ...development, maxResponseBytes: 4 });
    expect(exact).toMatchObject({ body: 'abcd', bodyTruncated: false });
  });

  it('reports a receiver that is not there as a connection failure', async () => {
    const gone = await startTestReceiver();
    await gone.close();
    const result = await outboundPost(gone.url, '{}', {}, development);
    expect(result).toMatchObject({
      error: { code: 'CONNECTION_FAILED', message: expect.stringContaining('ECONNREFUSED') },
    });
  });
});
