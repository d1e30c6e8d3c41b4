import { createRoute } from '@hono/zod-openapi';
import {
  CLIENT_ERROR_BODY_LIMIT_BYTES,
  CLIENT_ERROR_RATE_LIMIT,
  clientErrorReportSchema,
} from '@updately/shared/admin-error-logs-api';
import { callerIp } from '../../auth/request-context';
import { AppError } from '../../lib/errors';
import { redactPath } from '../../lib/logger';
import { createRouter, errorResponse } from '../../lib/openapi';
import { limitBody } from '../../lib/request-guards';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import type { AppEnv } from '../../auth/app-env';

const reportRoute = createRoute({
  method: 'post',
  path: '/api/client-errors',
  operationId: 'reportClientError',
  security: [],
  tags: ['System'],
  summary:
    'The web app reports an error it caught (window error, unhandled rejection, error boundary); rate limited per IP, 16 KB at most, no personal data',
  middleware: [limitBody(CLIENT_ERROR_BODY_LIMIT_BYTES)] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: clientErrorReportSchema } } },
  },
  responses: {
    204: { description: 'Recorded (grouped with errors of the same fingerprint)' },
    400: errorResponse('VALIDATION_FAILED: not a report of the expected shape'),
    413: errorResponse(`PAYLOAD_TOO_LARGE: more than ${CLIENT_ERROR_BODY_LIMIT_BYTES} bytes`),
    429: errorResponse(
      `RATE_LIMITED: more than ${CLIENT_ERROR_RATE_LIMIT.max} reports from one IP in a minute`,
    ),
  },
});

/** Public: signed in or not (the user is attached when there is a session, never sent). */
export const clientErrorsRoutes = createRouter<AppEnv>().openapi(reportRoute, async (c) => {
  const { config, database, errors } = c.var.deps;
  if (config.rateLimitEnabled) {
    const ip = callerIp(c) ?? 'unknown';
    const hit = await hitRateLimit(database.db, 'client-errors', ip, CLIENT_ERROR_RATE_LIMIT);
    if (!hit.allowed) {
      c.header('retry-after', String(hit.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', 'Too many error reports. Please try again later.');
    }
  }
  const report = c.req.valid('json');
  await errors.recordClient(
    { ...report, path: redactPath(report.path) },
    { requestId: c.var.requestId ?? null, userId: c.var.user?.id ?? null, method: null },
  );
  return c.body(null, 204);
});
