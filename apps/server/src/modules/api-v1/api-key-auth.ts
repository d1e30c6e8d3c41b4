import { createMiddleware } from 'hono/factory';
import type { ApiKeyScope } from '@updately/shared/business-api';
import type { AppEnv } from '../../auth/app-env';
import { errorBody } from '../../lib/errors';
import { bearerApiKey } from '../../platform/business/api-key-token';
import { authenticateApiKey, type ApiCaller } from '../../platform/business/api-keys';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';

export const API_KEY_REQUIRED =
  'Send your API key as "Authorization: Bearer upd_…". Create one in the business portal.';
export const API_KEY_REFUSED = 'This API key is not valid, or it has been revoked.';

/**
 * Business API calls carry an organisation's API key (never a session cookie): checked against
 * the database on every call, so a revoked key is refused at once, and counted per key.
 */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const key = bearerApiKey(header);
  const challenge = { 'WWW-Authenticate': 'Bearer realm="api"' };
  if (!key) {
    const code = header ? 'INVALID_API_KEY' : 'UNAUTHORIZED';
    return c.json(errorBody(code, API_KEY_REQUIRED), 401, challenge);
  }
  const { db } = c.var.deps.database;
  const caller = await authenticateApiKey(db, key);
  if (!caller) return c.json(errorBody('INVALID_API_KEY', API_KEY_REFUSED), 401, challenge);
  if (c.var.deps.config.rateLimitEnabled) {
    const limit = { max: caller.rateLimitPerMinute, windowMs: 60_000 };
    const hit = await hitRateLimit(db, 'api-key', caller.keyId, limit);
    if (!hit.allowed) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      return c.json(
        errorBody(
          'RATE_LIMITED',
          `This key is limited to ${caller.rateLimitPerMinute} calls a minute.`,
        ),
        429,
      );
    }
  }
  c.set('apiCaller', caller);
  await next();
});

export function requireScope(scope: ApiKeyScope) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.apiCaller?.scopes.includes(scope)) {
      return c.json(errorBody('INSUFFICIENT_SCOPE', `This API key lacks the ${scope} scope.`), 403);
    }
    await next();
  });
}

export function apiCaller(c: { var: AppEnv['Variables'] }): ApiCaller {
  const caller = c.var.apiCaller;
  if (!caller) throw new Error('requireApiKey must run first');
  return caller;
}
