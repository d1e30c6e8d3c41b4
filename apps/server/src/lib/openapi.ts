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

/** The Business API (`/api/v1`): an organisation's API key as a Bearer token. */
export const API_KEY_SCHEME = 'apiKey';
export const apiKeySecurity: Record<string, string[]>[] = [{ [API_KEY_SCHEME]: [] }];

/** Registers the API key scheme on a router whose operations use `apiKeySecurity`. */
export function registerApiKeyScheme<E extends Env>(router: OpenAPIHono<E>) {
  router.openAPIRegistry.registerComponent('securitySchemes', API_KEY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key of your organisation, created in the business portal under Integration: ' +
      '`upd_live_…` on the production service, `upd_test_…` on any other server (development, ' +
      "staging; 'test' names the server, and the key reads that server's real requests). " +
      'Send it as `Authorization: Bearer <key>`.',
  });
}

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

type Definition = OpenAPIHono['openAPIRegistry']['definitions'][number];

/** What the Business API's own document holds: its operations and the API key scheme. */
function isApiV1(definition: Definition): boolean {
  if (definition.type === 'route') return definition.route.path.startsWith('/api/v1/');
  if (definition.type === 'component') return definition.name === API_KEY_SCHEME;
  return false;
}

/**
 * The Business API's own OpenAPI document at /api/v1/openapi.json (its operations are also in
 * /api/openapi.json): what a business generates its client from.
 */
export function publishApiV1OpenApi<E extends Env>(
  app: OpenAPIHono<E>,
  { appName, appUrl }: Pick<OpenApiSettings, 'appName' | 'appUrl'>,
) {
  const terms = `${appUrl}/terms_of_service`;
  app.get('/api/v1/openapi.json', (c) => {
    const v1 = new OpenAPIHono();
    for (const definition of app.openAPIRegistry.definitions.filter(isApiV1)) {
      if (definition.type === 'route') v1.openAPIRegistry.registerPath(definition.route);
      if (definition.type === 'component') {
        const { componentType, name, component } = definition;
        v1.openAPIRegistry.registerComponent(componentType, name, component);
      }
    }
    return c.json(
      v1.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: `${appName} Business API`,
          version: '1.0.0',
          description:
            "Your customers' update requests: list and poll them, read what each person " +
            'consented to send you, fetch the documents a request carries (stamped for you), ' +
            'acknowledge them and confirm each field. Every POST takes ' +
            'an `Idempotency-Key`. Errors are `{ "error": { "code", "message" } }`.',
          termsOfService: terms,
          license: { name: 'Proprietary', url: terms },
        },
        servers: [{ url: appUrl }],
        security: apiKeySecurity,
      }),
    );
  });
}
