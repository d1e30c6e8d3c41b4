import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { errorBody } from './errors';

/** Every router validates with zod and answers bad input with the shared error shape. */
export function createRouter<E extends Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        return c.json(
          errorBody('VALIDATION_FAILED', `${where}${issue?.message ?? 'Invalid input'}`),
          400,
        );
      }
    },
  });
}

export const errorResponseSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('Error');

export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorResponseSchema } } };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** The security scheme every operation needs unless it says otherwise. */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';

/** For operations that answer signed-out callers too, and say more to signed-in ones. */
export const optionalSession: Record<string, string[]>[] = [{}, { [SESSION_COOKIE_SCHEME]: [] }];

type OpenApiSettings = { appName: string; appUrl: string; sessionCookieName: string };

/**
 * Publishes the OpenAPI document at /api/openapi.json: the server is APP_URL, and callers
 * authenticate with the better-auth session cookie that sign-in (under /api/auth) sets.
 */
export function publishOpenApi<E extends Env>(
  app: OpenAPIHono<E>,
  { appName, appUrl, sessionCookieName }: OpenApiSettings,
) {
  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_COOKIE_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName,
    description:
      'The session cookie set by signing in under /api/auth (better-auth). Its name has the ' +
      '`__Secure-` prefix when APP_URL is https.',
  });
  const terms = `${appUrl}/terms_of_service`;
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${appName} API`,
      version: '1.0.0',
      termsOfService: terms,
      // Not open source: use of the API is governed by the terms of service.
      license: { name: 'Proprietary', url: terms },
    },
    servers: [{ url: appUrl }],
    security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  });
}
