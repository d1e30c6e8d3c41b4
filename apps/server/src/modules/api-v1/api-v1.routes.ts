import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  integrationKindsSchema,
  updateIntegrationKindsSchema,
  businessRequestDetailSchema,
  businessRequestListSchema,
  businessRequestQuerySchema,
  confirmRequestSchema,
} from '@updately/shared/business-api';
import type { CompanyResponse } from '@updately/shared/update-channel-contract';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest } from '../../auth/request-context';
import type { Tx } from '../../db/client';
import {
  apiKeySecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  registerApiKeyScheme,
} from '../../lib/openapi';
import {
  answerBusinessRequest,
  getBusinessRequest,
  listBusinessRequests,
  readBusinessRequest,
  withIdentityAssertion,
} from '../../platform/business/business-requests';
import {
  IDEMPOTENCY_KEY_PATTERN,
  requestFingerprint,
  runIdempotently,
} from '../../platform/business/idempotency';
import {
  getIntegrationKinds,
  setIntegrationKinds,
} from '../../platform/business/integration-kinds';
import { billingOf, requestDetailContext } from '../business/business-context';
import { apiCaller, requireApiKey, requireScope } from './api-key-auth';

const tags = ['Business API v1'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const requestParams = z.object({ id: pathParam('id') });
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key: send a key of your choice with every POST' })
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key: 1 to 255 printable characters')
    .openapi({
      param: { name: 'idempotency-key', in: 'header', required: true },
      description:
        'A key of your choice, unique per operation: a retry with it gets the first answer.',
    }),
});
const denied = {
  401: errorResponse('No API key, or one that is unknown or revoked'),
  403: errorResponse('The key lacks the scope this operation needs'),
  429: errorResponse('Too many calls with this key; see Retry-After'),
};
const noRequest = errorResponse('No such request for this organisation');
const answered = errorResponse('The request can no longer take this answer');
const reused = errorResponse('The Idempotency-Key was used for a different request');

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/requests',
  operationId: 'listUpdateRequests',
  tags,
  security: apiKeySecurity,
  summary: "Your customers' update requests, oldest change first, a page at a time",
  description:
    'Poll with `updated_since` (and follow `next_cursor`) to pick up new and changed requests.',
  middleware: [requireApiKey, requireScope('requests:read')] as const,
  request: { query: businessRequestQuerySchema },
  responses: {
    200: jsonResponse(businessRequestListSchema, 'One page of requests'),
    400: errorResponse('Invalid filter or cursor'),
    ...denied,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/requests/{id}',
  operationId: 'getUpdateRequest',
  tags,
  security: apiKeySecurity,
  summary: 'One request: exactly the fields the person consented to send you, and its evidence',
  description:
    "A request is one `kind` (its `changes` are that kind's answer fields, its `details` the " +
    "typed particulars), about the customer's own account or one they act for (`subject`). " +
    'When the person acts for someone else, `acting_for` names whom and their role (executor, ' +
    'attorney...), and the identity assertion carries the same as its `act` claim ' +
    '(`{ sub_type, role, name }`, null for themself). ' +
    'When `confidential_address` is true (the customer is moving away from someone), keep the ' +
    'new address confidential: do not disclose it to anyone else on the account, and do not ' +
    'confirm the change by post to the previous address. Webhook events carry the same flag. ' +
    'Once a request is cancelled or expires, the values of the fields you never answered are ' +
    'withheld (null, with `values_withheld` saying why), and `details` becomes `{ kind, withheld: ' +
    "true }`; with no field answered, the customer's values are withheld too.",
  middleware: [requireApiKey, requireScope('requests:read')] as const,
  request: { params: requestParams },
  responses: {
    200: jsonResponse(businessRequestDetailSchema, 'The request, with its identity assertion'),
    ...denied,
    404: noRequest,
  },
});

const acknowledgeRoute = createRoute({
  method: 'post',
  path: '/api/v1/requests/{id}/acknowledge',
  operationId: 'acknowledgeUpdateRequest',
  tags,
  security: apiKeySecurity,
  summary: 'Tell the person you have their request and are working on it',
  middleware: [requireApiKey, requireScope('requests:write')] as const,
  request: { params: requestParams, headers: idempotencyHeader },
  responses: {
    200: jsonResponse(businessRequestDetailSchema, 'The request as it is now'),
    400: errorResponse('Missing or malformed Idempotency-Key'),
    ...denied,
    404: noRequest,
    409: answered,
    422: reused,
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/api/v1/requests/{id}/confirm',
  operationId: 'confirmUpdateRequest',
  tags,
  security: apiKeySecurity,
  summary:
    'Answer each field: applied, no account held, or rejected with a reason. Applied fields are billed once.',
  middleware: [requireApiKey, requireScope('requests:write')] as const,
  request: {
    params: requestParams,
    headers: idempotencyHeader,
    body: { required: true, content: { 'application/json': { schema: confirmRequestSchema } } },
  },
  responses: {
    200: jsonResponse(businessRequestDetailSchema, 'The request as it is now'),
    400: errorResponse('Invalid answer, a field that was not sent, or no Idempotency-Key'),
    ...denied,
    404: noRequest,
    409: answered,
    422: reused,
  },
});

const kindsDescription =
  'A request of a kind your integration does not handle goes to your brand by email (or to the ' +
  "customer's checklist) instead. Until you choose, you handle `change_of_address` and " +
  '`change_of_contact`.';

const getKindsRoute = createRoute({
  method: 'get',
  path: '/api/v1/integration/kinds',
  operationId: 'getIntegrationKinds',
  tags,
  security: apiKeySecurity,
  summary: 'The kinds of request your integration handles',
  description: kindsDescription,
  middleware: [requireApiKey, requireScope('requests:read')] as const,
  responses: { 200: jsonResponse(integrationKindsSchema, 'The kinds you handle'), ...denied },
});

const putKindsRoute = createRoute({
  method: 'put',
  path: '/api/v1/integration/kinds',
  operationId: 'setIntegrationKinds',
  tags,
  security: apiKeySecurity,
  summary: 'Choose the kinds of request your integration handles (needs integration:write)',
  description: `${kindsDescription} Requests already sent to you stay with you.`,
  middleware: [requireApiKey, requireScope('integration:write')] as const,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: updateIntegrationKindsSchema } },
    },
  },
  responses: {
    200: jsonResponse(integrationKindsSchema, 'The kinds you handle from now on'),
    400: errorResponse('No kind, or one that does not exist'),
    ...denied,
  },
});

/** An answer through the API, once per Idempotency-Key; the reply is the request as it is now. */
async function answer(c: Context<AppEnv>, rawId: string, response: CompanyResponse) {
  const caller = apiCaller(c);
  const { deps } = c.var;
  const key = c.req.header('idempotency-key')!;
  const fingerprint = requestFingerprint(c.req.method, c.req.path, response);
  const detail = requestDetailContext(c, caller.organizationId);
  const billing = await billingOf(deps);
  const result = await runIdempotently(deps.database.db, caller.organizationId, key, fingerprint, {
    run: async (tx: Tx) => {
      const { row } = await answerBusinessRequest(tx, c.var.logger, {
        organizationId: caller.organizationId,
        requestId: rawId,
        response,
        source: 'api',
        evidence: { api_key: caller.prefix },
        billing,
      });
      const body = await readBusinessRequest({ ...detail, db: tx }, caller.organizationId, row.id);
      return { status: 200, subject: { requestId: row.id }, body };
    },
    // The request as it is now, read as a GET would: gone (its person deleted), a 404.
    rebuild: ({ subject }) =>
      readBusinessRequest(
        detail,
        caller.organizationId,
        'requestId' in subject ? subject.requestId : '',
      ),
  });
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(await withIdentityAssertion(detail, caller.organizationId, result.body), 200);
}

const router = createRouter<AppEnv>();
registerApiKeyScheme(router);

export const apiV1Routes = router
  .openapi(listRoute, async (c) => {
    const caller = apiCaller(c);
    const page = await listBusinessRequests(
      c.var.deps.database.db,
      caller.organizationId,
      c.req.valid('query'),
    );
    return c.json(page, 200);
  })
  .openapi(getRoute, async (c) => {
    const caller = apiCaller(c);
    const detail = await getBusinessRequest(
      requestDetailContext(c, caller.organizationId),
      caller.organizationId,
      c.req.valid('param').id,
    );
    return c.json(detail, 200);
  })
  .openapi(acknowledgeRoute, (c) => answer(c, c.req.valid('param').id, { kind: 'acknowledge' }))
  .openapi(confirmRoute, (c) => {
    const body = c.req.valid('json');
    return answer(c, c.req.valid('param').id, { kind: 'answer', ...body });
  })
  .openapi(getKindsRoute, async (c) => {
    const caller = apiCaller(c);
    return c.json(await getIntegrationKinds(c.var.deps.database.db, caller.organizationId), 200);
  })
  .openapi(putKindsRoute, async (c) => {
    const caller = apiCaller(c);
    const { kinds } = c.req.valid('json');
    const { after } = await c.var.deps.database.db.transaction(async (tx) => {
      const result = await setIntegrationKinds(tx, caller.organizationId, kinds);
      await auditRequest(
        c,
        {
          action: 'integration.kinds_updated',
          resourceType: 'ORGANIZATION',
          resourceId: caller.organizationId,
          metadata: { before: result.before, after: result.after.kinds, api_key: caller.prefix },
        },
        tx,
      );
      return result;
    });
    return c.json(after, 200);
  });
