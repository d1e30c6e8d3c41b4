import { createMiddleware } from 'hono/factory';
import { setResponseHeader } from './node-response';

const VALID = /^[\w\-=]{1,255}$/;

/** The caller's X-Request-Id when it is a plain token, else a new one; echoed on the response. */
export const requestIdMiddleware = createMiddleware<{ Variables: { requestId: string } }>(
  async (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given && VALID.test(given) ? given : crypto.randomUUID();
    c.set('requestId', id);
    setResponseHeader(c, 'X-Request-Id', id);
    await next();
  },
);
