import { storageFor } from '../../platform/storage/storage-for';
import { createRoute } from '@hono/zod-openapi';
import { passwordProblems } from '../../auth/password-policy';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { actorOf } from './admin-context';
import { adminOnly, freshAdminOnly } from '../../auth/require-admin';
import { inviteUser } from './admin-links.service';
import { approvalRequestedSchema } from '@updately/shared/admin-approvals-api';
import { createdUserResultSchema } from '@updately/shared/admin-users-api';
import {
  approvalRequested,
  fileApproval,
  needsSecondAdmin,
  requestApproval,
  roleChangeNeedingApproval,
} from './admin-approvals.service';
import {
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserResultSchema,
  banUserSchema,
  createUserSchema,
  inviteUserSchema,
  listUsersQuerySchema,
  updateUserSchema,
  userIdParamsSchema,
} from './admin-users.schemas';
import { getUser, getUserDetail, listUsers } from './admin-user-view';
import { banUser, createUser, deleteUser, unbanUser, updateUser } from './admin-users.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Admin'];
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};
const invalid = { 400: errorResponse('Invalid input, or an id that is not a UUID') };
const notFound = { 404: errorResponse('No such user') };
const json = <T>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const user = (description: string) => jsonResponse(adminUserResultSchema, description);
const waits = (description: string) => ({
  202: jsonResponse(approvalRequestedSchema, description),
  409: errorResponse('The same request is already waiting for a second admin'),
});
export const ADMIN_DELETE_REFUSED =
  'They are an admin: revoke their admin role first (a second admin approves that), then delete them.';

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  operationId: 'listUsers',
  tags,
  summary:
    'Users, newest first, a page at a time (cursor): searched by email or name, filtered by ' +
    'role, confirmation, ban and two-factor authentication',
  middleware: adminOnly,
  request: { query: listUsersQuerySchema },
  responses: { 200: jsonResponse(adminUserListSchema, 'One page of users'), ...invalid, ...denied },
});

const createUserRoute = createRoute({
  method: 'post',
  path: '/api/admin/users',
  operationId: 'createUser',
  tags,
  summary:
    'Create a user, with or without a password, confirmed or not. With isAdmin the user is ' +
    'created without the role, and granting it waits for a second admin (approval)',
  middleware: adminOnly,
  request: { body: json(createUserSchema) },
  responses: {
    201: jsonResponse(createdUserResultSchema, 'The created user (and the grant waiting)'),
    ...invalid,
    ...denied,
    409: errorResponse('The email is taken'),
  },
});

const inviteRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/invite',
  operationId: 'inviteUser',
  tags,
  summary: 'Create a user without a password and email them a set-password link (24 hours)',
  middleware: adminOnly,
  request: { body: json(inviteUserSchema) },
  responses: {
    201: user('The invited user'),
    ...invalid,
    ...denied,
    409: errorResponse('The email is taken'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}',
  operationId: 'getUser',
  tags,
  summary:
    'One user, with their profile, footprint and journey counts, newest journeys, live ' +
    'sessions and the newest audit entries by or about them',
  middleware: adminOnly,
  request: { params: userIdParamsSchema },
  responses: {
    200: jsonResponse(adminUserDetailSchema, 'The user and their detail'),
    ...invalid,
    ...denied,
    ...notFound,
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/admin/users/{id}',
  operationId: 'updateUser',
  tags,
  summary:
    "Change name, email, confirmation or admin role (user_roles). Granting or revoking another's " +
    "admin role waits for a second admin's approval (202); another admin's email is theirs to change",
  middleware: freshAdminOnly,
  request: { params: userIdParamsSchema, body: json(updateUserSchema) },
  responses: {
    200: user('The changed user'),
    ...waits('A change of admin role: it waits in Admin › Security for a second admin'),
    ...invalid,
    ...denied,
    ...notFound,
    409: errorResponse('The email is taken, or the same role change is already waiting'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/users/{id}',
  operationId: 'deleteUser',
  tags,
  summary:
    'Delete a user and everything they own; their audit entries stay, de-identified (not another ' +
    'admin: revoke their role first)',
  middleware: freshAdminOnly,
  request: { params: userIdParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    ...invalid,
    ...denied,
    ...notFound,
    409: errorResponse('The user is another admin'),
  },
});

const banRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/ban',
  operationId: 'banUser',
  tags,
  summary:
    'Ban a user (with a reason, until lifted or until a date): sign-in refused and every ' +
    'session ended, their open tabs signed out',
  middleware: freshAdminOnly,
  request: { params: userIdParamsSchema, body: json(banUserSchema) },
  responses: { 200: user('The banned user'), ...invalid, ...denied, ...notFound },
});

const unbanRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/unban',
  operationId: 'unbanUser',
  tags,
  summary: 'Lift a ban',
  middleware: adminOnly,
  request: { params: userIdParamsSchema },
  responses: { 200: user('The user'), ...invalid, ...denied, ...notFound },
});

export const adminUsersRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) =>
    c.json(await listUsers(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(createUserRoute, async (c) => {
    const { password, ...input } = c.req.valid('json');
    const reasons = password === undefined ? [] : passwordProblems(password, input);
    if (reasons.length > 0) {
      throw new AppError('VALIDATION_FAILED', `Password is too weak: ${reasons.join(' ')}`);
    }
    const auth = await c.var.deps.auth.$context;
    const passwordHash = password === undefined ? undefined : await auth.password.hash(password);
    const actor = actorOf(c);
    let approvalId: string | undefined;
    const id = await createUser(
      actor,
      { ...input, isAdmin: false, passwordHash },
      {
        alsoInTransaction: input.isAdmin
          ? async (tx, userId) => {
              approvalId = await fileApproval(actor, tx, {
                action: 'admin_grant',
                targetId: userId,
              });
            }
          : undefined,
      },
    );
    const created = await getUser(c.var.deps.database.db, id);
    const waiting = approvalId ? await approvalRequested(actor, approvalId) : {};
    return c.json({ user: created, ...waiting }, 201);
  })
  .openapi(inviteRoute, async (c) => {
    const { auth, mailer, config } = c.var.deps;
    const deps = { auth, mailer, appUrl: config.appUrl, appName: config.APP_NAME };
    return c.json({ user: await inviteUser(actorOf(c), deps, c.req.valid('json')) }, 201);
  })
  .openapi(getRoute, async (c) =>
    c.json(await getUserDetail(c.var.deps.database.db, c.req.valid('param').id), 200),
  )
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason, ...change } = c.req.valid('json');
    const actor = actorOf(c);
    const action = await roleChangeNeedingApproval(actor, id, change);
    if (action) return c.json(await requestApproval(actor, { action, targetId: id, reason }), 202);
    return c.json({ user: await updateUser(actor, id, change) }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const actor = actorOf(c);
    if (await needsSecondAdmin(actor, id)) throw new AppError('CONFLICT', ADMIN_DELETE_REFUSED);
    await deleteUser(actor, storageFor(c.var.deps.config), id);
    return c.body(null, 204);
  })
  .openapi(banRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ user: await banUser(actorOf(c), id, c.req.valid('json')) }, 200);
  })
  .openapi(unbanRoute, async (c) =>
    c.json({ user: await unbanUser(actorOf(c), c.req.valid('param').id) }, 200),
  );
