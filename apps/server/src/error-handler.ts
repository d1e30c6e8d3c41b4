import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './auth/app-env';
import { AppError, errorBody, httpErrorCode } from './lib/errors';
import { redactPath } from './lib/logger';

/** The app's one error handler: typed errors keep their status, anything else is a logged 500. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) return c.json(errorBody(err.code, err.message), err.status);
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own 4xx answers (wrong content type, body too large...) keep their status.
    return c.json(errorBody(httpErrorCode(err.status), err.message || 'Bad request'), err.status);
  }
  if (isMalformedJson(err)) return c.json(errorBody('BAD_REQUEST', 'Malformed JSON body'), 400);
  c.var.logger.error({ err }, 'unhandled error');
  void c.var.deps.errors.record(err, {
    requestId: c.var.requestId ?? null,
    userId: c.var.user?.id ?? null,
    method: c.req.method,
    path: redactPath(c.req.path),
  });
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again later.'), 500);
}

function isMalformedJson(err: Error): boolean {
  return 'status' in err && err.status === 400 && /json/i.test(err.message);
}
