import { createRoute, z } from '@hono/zod-openapi';
import {
  accountSessionListSchema,
  revokeResultSchema,
  revokeSessionsSchema,
} from '@updately/shared/account-api';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import { forwardSetCookies } from './auth-cookies';
import { authCall } from './auth-call';
import { liveSession, requireLiveSession } from '../../auth/live-session';
import { sessionHeaders } from '../../auth/session-middleware';
import { SESSION_NOT_FOUND, listSessions, ownSessionToken } from './sessions.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Account'];
const unauthorized = errorResponse('Not signed in');

const listRoute = createRoute({
  method: 'get',
  path: '/api/account/sessions',
  operationId: 'listSessions',
  tags,
  summary: "The caller's active sessions with device, browser, IP and times",
  middleware: [requireLiveSession] as const,
  responses: { 200: jsonResponse(accountSessionListSchema, 'The sessions'), 401: unauthorized },
});

const revokeOneRoute = createRoute({
  method: 'delete',
  path: '/api/account/sessions/{id}',
  operationId: 'revokeSession',
  tags,
  summary: 'Sign out one of your sessions (this one too, if it is this one)',
  middleware: [requireLiveSession] as const,
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) }),
  },
  responses: {
    200: jsonResponse(revokeResultSchema, 'Signed out'),
    401: unauthorized,
    404: errorResponse('No such session of the caller'),
  },
});

const revokeManyRoute = createRoute({
  method: 'post',
  path: '/api/account/sessions/revoke',
  operationId: 'revokeSessions',
  tags,
  summary: "Sign out every other device ('others') or every device including this one ('all')",
  middleware: [requireLiveSession] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: revokeSessionsSchema } } },
  },
  responses: {
    200: jsonResponse(revokeResultSchema, 'Signed out'),
    400: errorResponse('Invalid scope'),
    401: unauthorized,
  },
});

// Revocation goes through better-auth, which also audits it (auth-hooks.ts).
export const sessionsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) => {
    const { userId, sessionId } = liveSession(c);
    return c.json({ items: await listSessions(c.var.deps.database.db, userId, sessionId) }, 200);
  })
  .openapi(revokeOneRoute, async (c) => {
    const { userId, sessionId } = liveSession(c);
    const id = resourceId(c.req.valid('param').id, SESSION_NOT_FOUND);
    const token = await ownSessionToken(c.var.deps.database.db, userId, id);
    const { headers } = await authCall(() =>
      c.var.deps.auth.api.revokeSession({
        body: { token },
        headers: sessionHeaders(c),
        returnHeaders: true,
      }),
    );
    forwardSetCookies(c, headers);
    return c.json({ success: true as const, signedOut: id === sessionId }, 200);
  })
  .openapi(revokeManyRoute, async (c) => {
    const { scope } = c.req.valid('json');
    const { api } = c.var.deps.auth;
    const request = { headers: sessionHeaders(c), returnHeaders: true } as const;
    const { headers } = await authCall(() =>
      scope === 'all' ? api.revokeSessions(request) : api.revokeOtherSessions(request),
    );
    forwardSetCookies(c, headers);
    return c.json({ success: true as const, signedOut: scope === 'all' }, 200);
  });
