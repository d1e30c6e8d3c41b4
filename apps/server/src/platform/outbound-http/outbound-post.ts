import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { OutboundErrorCode, OutboundResult } from './outbound-result';
import { isMetadataAddress, isMetadataHost } from './non-public-address';
import { parseOutboundUrl } from './outbound-url';

export type OutboundPostOptions = {
  /**
   * False in production: loopback, private, link-local and reserved addresses are refused. True
   * (development with WEBHOOK_ALLOW_PRIVATE) still refuses metadata and link-local addresses.
   */
  allowPrivateNetworks: boolean;
  /** The whole exchange, connecting included. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** Resolves host names in place of DNS (tests); whatever it returns is still checked. */
  lookup?: LookupFunction;
  /**
   * Keeps the connection open for the next POST to the same host and port (webhooks: hundreds a
   * second to one endpoint). A kept connection was checked when it was made, to the address it
   * is still connected to, so reusing it needs no DNS and no new check.
   */
  keepAlive?: boolean;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_RESPONSE_BYTES = 2048;

// The agents check the address each connection is actually made to, after DNS resolution, so a
// name that resolves to a public address when validated and a private one later is still
// refused. Without keep-alive (the default for a new agent) no socket outlives its request.
const guardedAgents = {
  'http:': new RequestFilteringHttpAgent(),
  'https:': new RequestFilteringHttpsAgent(),
};
// Private networks allowed: the agents still refuse 0.0.0.0 and ::, and `refusingMetadata`
// refuses metadata and link-local addresses a name resolves to.
const openAgents = {
  'http:': new RequestFilteringHttpAgent({ allowPrivateIPAddress: true }),
  'https:': new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true }),
};
// The same two guards, keeping connections: an idle one is closed after a few seconds (sooner if
// the server's Keep-Alive header says so) and never keeps the process alive.
const KEPT = { keepAlive: true, timeout: 4_000 };
const keptGuardedAgents = {
  'http:': new RequestFilteringHttpAgent(KEPT),
  'https:': new RequestFilteringHttpsAgent(KEPT),
};
const keptOpenAgents = {
  'http:': new RequestFilteringHttpAgent({ ...KEPT, allowPrivateIPAddress: true }),
  'https:': new RequestFilteringHttpsAgent({ ...KEPT, allowPrivateIPAddress: true }),
};

function agentFor(protocol: 'http:' | 'https:', options: OutboundPostOptions) {
  const agents = options.keepAlive
    ? options.allowPrivateNetworks
      ? keptOpenAgents
      : keptGuardedAgents
    : options.allowPrivateNetworks
      ? openAgents
      : guardedAgents;
  return agents[protocol];
}

/** The agents' own deny list warns on every address of the other family: this checks instead. */
function refusingMetadata(lookup: LookupFunction): LookupFunction {
  const refused = (address: string, family: number, host: string) =>
    new Error(
      `DNS lookup ${address}(family:${family}, host:${host}) is not allowed. Because it is a metadata or link-local address.`,
    );
  return ((hostname, options, callback) => {
    lookup(hostname, options, ((err, address, family) => {
      if (err) return callback(err, address, family);
      const list = Array.isArray(address) ? address : [{ address, family: family ?? 0 }];
      const bad = list.find((entry) => isMetadataAddress(entry.address));
      if (bad) return callback(refused(bad.address, bad.family, hostname), '', 0);
      callback(null, address, family);
    }) as Parameters<LookupFunction>[2]);
  }) as LookupFunction;
}

/**
 * POSTs `body` to an address a user or business supplied. Redirects are not followed (a 3xx is
 * returned as is), and every failure comes back as a result, never as a rejection.
 */
export async function outboundPost(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: OutboundPostOptions,
): Promise<OutboundResult> {
  const first = await postOnce(url, body, headers, options);
  if (!('retryOnFreshConnection' in first)) return first;
  // A kept connection the server closed just as it was reused: the request never reached it.
  const again = await postOnce(url, body, headers, options);
  return 'retryOnFreshConnection' in again
    ? { error: { code: 'CONNECTION_FAILED', message: 'ECONNRESET: socket hang up' }, durationMs: 0 }
    : again;
}

type FirstTry = OutboundResult | { retryOnFreshConnection: true };

function postOnce(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: OutboundPostOptions,
): Promise<FirstTry> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const parsed = parseOutboundUrl(url);
  if (!parsed.ok) {
    return Promise.resolve({
      error: { code: 'INVALID_URL', message: parsed.message },
      durationMs: elapsed(),
    });
  }
  const target = parsed.url;
  if (options.allowPrivateNetworks && isMetadataHost(target.hostname)) {
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    return Promise.resolve({
      error: { code: 'BLOCKED_ADDRESS', message: `${host} is a metadata or link-local address.` },
      durationMs: elapsed(),
    });
  }
  const lookup = options.allowPrivateNetworks
    ? refusingMetadata(options.lookup ?? (dnsLookup as LookupFunction))
    : options.lookup;
  const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;

  return new Promise<FirstTry>((resolve) => {
    let settled = false;
    let response: IncomingMessage | undefined;
    const chunks: Buffer[] = [];
    let received = 0;

    const send = protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, {
      method: 'POST',
      agent: agentFor(protocol, options),
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      ...(lookup ? { lookup } : {}),
    });

    /** `whole`: the answer was read to its end, so a kept connection can carry the next one. */
    const settle = (result: FirstTry, whole = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!(whole && options.keepAlive)) req.destroy();
      resolve(result);
    };
    const fail = (code: OutboundErrorCode, message: string) =>
      settle({ error: { code, message }, durationMs: elapsed() });
    const answer = (res: IncomingMessage, truncated: boolean) => {
      const bytes = Buffer.concat(chunks);
      settle(
        {
          status: res.statusCode ?? 0,
          headers: flattenHeaders(res.headers),
          // StringDecoder holds back a character cut in half by the limit instead of mangling it.
          body: truncated
            ? new StringDecoder('utf8').write(bytes.subarray(0, maxBytes))
            : bytes.toString('utf8'),
          bodyTruncated: truncated,
          durationMs: elapsed(),
        },
        !truncated,
      );
    };

    // Once the status has arrived the receiver has answered: a body that never ends is cut
    // short rather than turning an accepted delivery into a timeout (and a duplicate retry).
    const timer = setTimeout(() => {
      if (response) answer(response, true);
      else fail('TIMEOUT', `No response within ${timeoutMs} ms.`);
    }, timeoutMs);

    req.on('response', (res) => {
      response = res;
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
        if (received > maxBytes) answer(res, true);
      });
      res.on('end', () => answer(res, false));
      res.on('error', () => answer(res, true));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (req.reusedSocket && !response && err.code === 'ECONNRESET') {
        return settle({ retryOnFreshConnection: true });
      }
      const refused = refusedAddress(err);
      if (refused) {
        fail(
          'BLOCKED_ADDRESS',
          blockedMessage(target.hostname.replace(/^\[(.*)\]$/, '$1'), refused),
        );
      } else {
        fail('CONNECTION_FAILED', err.code ? `${err.code}: ${err.message}` : err.message);
      }
    });
    req.end(body);
  });
}

// request-filtering-agent reports a refused address with a plain Error and no code:
// "DNS lookup <address>(family:…, host:…) is not allowed. Because, …".
function refusedAddress(err: Error): string | undefined {
  return /^DNS lookup (.+?)\(.* is not allowed\. Because/.exec(err.message)?.[1];
}

function blockedMessage(host: string, address: string): string {
  return host === address
    ? `${address} is not a public address.`
    : `${host} resolves to ${address}, which is not a public address.`;
}

function flattenHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
