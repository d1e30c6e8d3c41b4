import { serve, type ServerType } from '@hono/node-server';
import type { TestApp } from './test-app';

/**
 * The test app behind a real socket on 127.0.0.1, for what `app.request()` cannot show: the
 * client's socket address, streams, a browser's view of a server on this machine.
 */
export async function serveOnLoopback(
  t: TestApp,
): Promise<{ base: string; close(): Promise<void> }> {
  let server: ServerType | undefined;
  const base = await new Promise<string>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  return {
    base,
    close: () => new Promise<void>((resolve) => server!.close(() => resolve())),
  };
}
