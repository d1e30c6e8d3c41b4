import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * The Node response under a request served by @hono/node-server (undefined in `app.request()`).
 * Headers every response carries are set on it directly: a header set through Hono turns its
 * light response into a full Fetch Response, which costs more than the route on a small answer.
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent
    ? outgoing
    : undefined;
}

/** Sets a header every response of this request carries (a route's own value wins). */
export function setResponseHeader(c: Context, name: string, value: string) {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
