import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
};
export type ReceiverReply = (request: ReceivedRequest, res: ServerResponse) => void;

/**
 * For tests: an HTTP server on 127.0.0.1 that records every request and answers with the
 * current `reply` (by default an empty 200). A reply that never calls `res.end()` stalls.
 */
export async function startTestReceiver(reply: ReceiverReply = (_, res) => res.end()) {
  const received: ReceivedRequest[] = [];
  let current = reply;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      current(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    reply(next: ReceiverReply) {
      current = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
