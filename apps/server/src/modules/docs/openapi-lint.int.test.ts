// @database-independent: the OpenAPI documents (run on PGlite only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_ANSWER_FIELDS } from '@updately/shared/request-kind-fields';
import { REQUEST_KINDS } from '@updately/shared/request-kinds';
import { lintOpenApi } from '../../test/openapi-lint';
import { createTestApp, PRODUCTION_SETTINGS, type TestApp } from '../../test/test-app';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * Operations that answer no 4xx at all (no input, no session required): declaring one only to
 * satisfy `operation-4xx-response` would tell client generators something false.
 */
const NO_CLIENT_ERRORS = {
  'operation-4xx-response': [
    '#/paths/~1api~1health/get/responses',
    '#/paths/~1api~1me/get/responses',
    '#/paths/~1api~1config/get/responses',
  ],
};

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type OpenApiDocument = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { in?: string; name?: string }> };
};

async function fetchDocument(app: TestApp): Promise<OpenApiDocument> {
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApiDocument;
}

function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ at: `${method.toUpperCase()} ${path}`, ...operation })),
  );
}

const isEmpty = (requirement: object) => Object.keys(requirement).length === 0;

describe('the OpenAPI document', () => {
  // Linted as production serves it: a development APP_URL (localhost) is itself a lint warning.
  let production: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    production = await createTestApp({ config: PRODUCTION_SETTINGS });
    doc = await fetchDocument(production);
  });
  afterAll(() => production.close());

  it("passes redocly's recommended rules with no errors or warnings", async () => {
    const { errors, warnings } = await lintOpenApi(doc, NO_CLIENT_ERRORS);
    expect.soft(errors, `errors:\n${errors.join('\n')}`).toEqual([]);
    expect.soft(warnings, `warnings:\n${warnings.join('\n')}`).toEqual([]);
  });

  it('names every operation with a unique camelCase operationId', () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(0);
    const unnamed = operations.filter((operation) => !operation.operationId).map((o) => o.at);
    expect(unnamed, `operations without an operationId: ${unnamed.join(', ')}`).toEqual([]);
    const ids = operations.map((operation) => operation.operationId ?? '');
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated, `repeated operationIds: ${repeated.join(', ')}`).toEqual([]);
    const notCamel = ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id));
    expect(notCamel, `operationIds not in camelCase: ${notCamel.join(', ')}`).toEqual([]);
  });

  it('lets only the public operations be called without a session (the authorization matrix)', () => {
    const open = operationsOf(doc)
      .filter(({ security }) => security && (security.length === 0 || security.some(isEmpty)))
      .map((operation) => operation.at);
    expect(open.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/config',
        'GET /api/me',
        'POST /api/newsletter/subscribe',
        'POST /api/business-leads',
        'POST /api/sign-up/phone',
        'POST /api/client-errors',
        // A company's emailed link to a request's documents: the signed token is the key.
        'GET /api/document-links/{token}',
        'GET /api/document-links/{token}/documents/{documentId}',
        // A journey invitation's link shows what it offers before the invitee signs in.
        'GET /api/invitations/{token}',
      ].sort(),
    );
  });

  it('names APP_URL as the server and the __Secure- session cookie as the credential', () => {
    expect(doc.servers).toEqual([{ url: PRODUCTION_SETTINGS.APP_URL }]);
    expect(doc.components?.securitySchemes?.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Secure-updately.session_token',
    });
  });
});

describe("the Business API's own document (/api/v1/openapi.json)", () => {
  let production: TestApp;
  let v1: OpenApiDocument;
  beforeAll(async () => {
    production = await createTestApp({ config: PRODUCTION_SETTINGS });
    const res = await production.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    v1 = (await res.json()) as OpenApiDocument;
  });
  afterAll(() => production.close());

  it("passes redocly's recommended rules with no errors or warnings", async () => {
    const { errors, warnings } = await lintOpenApi(v1);
    expect.soft(errors, `errors:\n${errors.join('\n')}`).toEqual([]);
    expect.soft(warnings, `warnings:\n${warnings.join('\n')}`).toEqual([]);
  });

  it('holds only /api/v1 operations, each behind the API key', () => {
    const operations = operationsOf(v1);
    expect(operations.map((o) => o.at)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/requests',
        'GET /api/v1/requests/{id}',
        'POST /api/v1/requests/{id}/acknowledge',
        'POST /api/v1/requests/{id}/confirm',
        'GET /api/v1/integration/kinds',
        'PUT /api/v1/integration/kinds',
      ]),
    );
    expect(operations.filter((o) => !o.at.includes(' /api/v1/'))).toEqual([]);
    expect(operations.filter((o) => JSON.stringify(o.security) !== '[{"apiKey":[]}]')).toEqual([]);
    expect(Object.keys(v1.components?.securitySchemes ?? {})).toEqual(['apiKey']);
  });

  it('describes a request as a union on `kind`, each kind with its own fields and details', () => {
    type Schema = {
      oneOf?: { $ref: string }[];
      discriminator?: { propertyName: string; mapping: Record<string, string> };
      properties?: Record<string, Schema>;
      items?: Schema;
      enum?: string[];
      anyOf?: { $ref?: string }[];
    };
    const doc = v1 as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, Schema> }>>;
      components: { schemas: Record<string, Schema> };
    };
    const response = doc.paths['/api/v1/requests/{id}']!.get!.responses['200'] as unknown as {
      content: { 'application/json': { schema: Schema } };
    };
    const schema = response.content['application/json'].schema;
    expect(schema.discriminator?.propertyName).toBe('kind');
    expect(Object.keys(schema.discriminator?.mapping ?? {}).sort()).toEqual(
      [...REQUEST_KINDS].sort(),
    );
    expect(schema.oneOf).toHaveLength(REQUEST_KINDS.length);
    for (const kind of REQUEST_KINDS) {
      const ref = schema.discriminator!.mapping[kind]!;
      expect(schema.oneOf).toContainEqual({ $ref: ref });
      const variant = doc.components.schemas[ref.split('/').at(-1)!]!;
      expect(variant.properties?.kind?.enum).toEqual([kind]);
      expect(variant.properties?.changes?.items?.properties?.field?.enum).toEqual([
        ...KIND_ANSWER_FIELDS[kind],
      ]);
      // Its details, or the same kind's details withheld (N6).
      expect(
        JSON.stringify(variant.properties?.details).match(/#\/components\/schemas\/\w+/g),
      ).toHaveLength(2);
    }
  });
});

describe('the OpenAPI security scheme', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the cookie that signing in really sets', async () => {
    const doc = await fetchDocument(t);
    const scheme = doc.components?.securitySchemes?.sessionCookie;
    const user = await t.signUp();
    const cookieNames = user.cookie.split('; ').map((pair) => pair.split('=')[0]);
    expect(cookieNames).toContain(scheme?.name);
  });
});
