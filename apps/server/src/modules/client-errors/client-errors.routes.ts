import { createRoute } from '@hono/zod-openapi';
import {
  CLIENT_ERROR_BODY_LIMIT_BYTES,
  CLIENT_ERROR_RATE_LIMIT,
  CLIENT_ERROR_SESSION_BUDGET,
  clientErrorReportSchema,
} from '@updately/shared/admin-error-logs-api';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { trustedOrigins } from '../../auth/auth';
import { callerIp } from '../../auth/request-context';
import { AppError } from '../../lib/errors';
import { redactPath } from '../../lib/logger';
import { createRouter, errorResponse } from '../../lib/openapi';
import { CROSS_SITE_MESSAGE, isSameOriginRequest, limitBody } from '../../lib/request-guards';
import { hitRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limit';
import type { AppEnv } from '../../auth/app-env';

/** What a browser reports is unverified text: only the app's own pages may send it (N7). */
const fromTheApp = createMiddleware<AppEnv>(async (c, next) => {
  if (!isSameOriginRequest(c, trustedOrigins(c.var.deps.config))) {
    throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  }
  await next();
});

const reportRoute = createRoute({
  method: 'post',
  path: '/api/client-errors',
  operationId: 'reportClientError',
  security: [],
  tags: ['System'],
  summary:
    'The web app reports an error it caught (window error, unhandled rejection, error boundary); from its own pages only, rate limited per IP and per session, 16 KB at most, no personal data',
  middleware: [fromTheApp, limitBody(CLIENT_ERROR_BODY_LIMIT_BYTES)] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: clientErrorReportSchema } } },
  },
  responses: {
    204: { description: 'Recorded (grouped with errors of the same fingerprint)' },
    400: errorResponse('VALIDATION_FAILED: not a report of the expected shape'),
    403: errorResponse('FORBIDDEN: not sent by the web app from its own origin'),
    413: errorResponse(`PAYLOAD_TOO_LARGE: more than ${CLIENT_ERROR_BODY_LIMIT_BYTES} bytes`),
    429: errorResponse(
      `RATE_LIMITED: more than ${CLIENT_ERROR_RATE_LIMIT.max} reports from one IP in a minute, or ${CLIENT_ERROR_SESSION_BUDGET.max} from one session (signed out: one IP) in an hour`,
    ),
  },
});

async function withinLimit(c: Context<AppEnv>, scope: string, key: string, limit: RateLimit) {
  const hit = await hitRateLimit(c.var.deps.database.db, scope, key, limit);
  if (!hit.allowed) {
    c.header('retry-after', String(hit.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', 'Too many error reports. Please try again later.');
  }
}

/**
 * Public: signed in or not (the user is attached when there is a session, never sent). Within a
 * budget per session, or per IP when signed out (N7); the admin page says where it came from.
 */
export const clientErrorsRoutes = createRouter<AppEnv>().openapi(reportRoute, async (c) => {
  const { config, errors } = c.var.deps;
  if (config.rateLimitEnabled) {
    const ip = callerIp(c) ?? 'unknown';
    await withinLimit(c, 'client-errors', ip, CLIENT_ERROR_RATE_LIMIT);
    const reporter = c.var.sessionId ? `session:${c.var.sessionId}` : `ip:${ip}`;
    await withinLimit(c, 'client-errors-budget', reporter, CLIENT_ERROR_SESSION_BUDGET);
  }
  const report = c.req.valid('json');
  await errors.recordClient(
    { ...report, path: redactPath(report.path) },
    { requestId: c.var.requestId ?? null, userId: c.var.user?.id ?? null, method: null },
  );
  return c.body(null, 204);
});
