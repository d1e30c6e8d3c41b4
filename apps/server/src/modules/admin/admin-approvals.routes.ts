import { createRoute, z } from '@hono/zod-openapi';
import {
  adminApprovalListSchema,
  approvalResultSchema,
  rejectApprovalSchema,
} from '@updately/shared/admin-approvals-api';
import { generatedLinkSchema } from '@updately/shared/admin-users-api';
import { adminOnly, freshAdminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { actorOf } from './admin-context';
import { approveApproval } from './admin-approvals-approve';
import { revealApprovalLink } from './admin-approvals-link';
import { closeApproval, listApprovals } from './admin-approvals.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Admin'];
const params = z.object({
  id: z.uuid({ error: 'id must be a UUID' }).openapi({
    param: { name: 'id', in: 'path' },
    example: '0b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70',
  }),
});
const errors = {
  400: errorResponse('An id that is not a UUID, or invalid input'),
  401: errorResponse('Not signed in'),
  403: errorResponse(
    'Not an administrator; or not allowed on this request (the requester and the admin it is ' +
      'about never decide on it; only the requester cancels it or sees its link)',
  ),
  404: errorResponse('No such request'),
  409: errorResponse('The request is no longer waiting (decided, cancelled, expired or moot)'),
};
const decided = (description: string) => jsonResponse(approvalResultSchema, description);

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/approvals',
  operationId: 'listAdminApprovals',
  tags,
  summary:
    "Actions on an admin's security waiting for a second admin, newest first, and approved " +
    'links their requester has not revealed yet',
  middleware: adminOnly,
  responses: {
    200: jsonResponse(adminApprovalListSchema, 'The requests'),
    401: errors[401],
    403: errorResponse('Not an administrator'),
  },
});

const approveRoute = createRoute({
  method: 'post',
  path: '/api/admin/approvals/{id}/approve',
  operationId: 'approveAdminApproval',
  tags,
  summary:
    'Approve: the action is carried out now, by you, and both are audited. Needs a recent ' +
    'sign-in or step-up; never the requester or the admin it is about',
  middleware: freshAdminOnly,
  request: { params },
  responses: { 200: decided('The approved request'), ...errors },
});

const rejectRoute = createRoute({
  method: 'post',
  path: '/api/admin/approvals/{id}/reject',
  operationId: 'rejectAdminApproval',
  tags,
  summary: 'Reject, with an optional note: nothing is done (never the requester or the target)',
  middleware: adminOnly,
  request: {
    params,
    body: { required: false, content: { 'application/json': { schema: rejectApprovalSchema } } },
  },
  responses: { 200: decided('The rejected request'), ...errors },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/api/admin/approvals/{id}/cancel',
  operationId: 'cancelAdminApproval',
  tags,
  summary: 'Cancel your own request',
  middleware: adminOnly,
  request: { params },
  responses: { 200: decided('The cancelled request'), ...errors },
});

const linkRoute = createRoute({
  method: 'post',
  path: '/api/admin/approvals/{id}/link',
  operationId: 'revealAdminApprovalLink',
  tags,
  summary:
    'The approved sign-in or recovery link, shown once to the admin who asked (then deleted). ' +
    'Needs a recent sign-in or step-up',
  middleware: freshAdminOnly,
  request: { params },
  responses: { 200: jsonResponse(generatedLinkSchema, 'The link, this once'), ...errors },
});

export const adminApprovalsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const approvals = await listApprovals(c.var.deps.database.db, actorOf(c).adminId);
    return c.json({ approvals }, 200);
  })
  .openapi(approveRoute, async (c) => {
    const { auth, config, updates } = c.var.deps;
    const deps = { auth, cipher: updates.cipher, appUrl: config.appUrl };
    const approval = await approveApproval(actorOf(c), deps, c.req.valid('param').id);
    return c.json({ approval }, 200);
  })
  .openapi(rejectRoute, async (c) => {
    const { note } = c.req.valid('json') ?? {};
    const approval = await closeApproval(actorOf(c), c.req.valid('param').id, 'rejected', note);
    return c.json({ approval }, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const approval = await closeApproval(actorOf(c), c.req.valid('param').id, 'cancelled');
    return c.json({ approval }, 200);
  })
  .openapi(linkRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const { id } = c.req.valid('param');
    return c.json(await revealApprovalLink(actorOf(c), c.var.deps.updates.cipher, id), 200);
  });
