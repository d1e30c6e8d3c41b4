import { z } from '@hono/zod-openapi';

/** The request and response shapes live in @updately/shared/admin-users-api (the web uses them). */
export {
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserResultSchema,
  adminUserSchema,
  banUserSchema,
  createUserSchema,
  factorListSchema,
  factorSchema,
  generatedLinkSchema,
  generateLinkSchema,
  inviteUserSchema,
  listUsersQuerySchema,
  resetMfaResultSchema,
  revokedSessionsSchema,
  updateUserSchema,
} from '@updately/shared/admin-users-api';
export type {
  AdminUser,
  AdminUserDetail,
  BanUserInput,
  CreateUserInput,
  Factor,
  GeneratedLink,
  InviteUserInput,
  ListUsersQuery,
  UpdateUserInput,
} from '@updately/shared/admin-users-api';

/** SPEC.md section 5: admin user ids in the auth service must be UUID-shaped (else 400). */
const uuid = (name: string) =>
  z
    .uuid({ error: `${name} must be a UUID` })
    .openapi({ param: { name, in: 'path' }, example: '0b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70' });

export const userIdParamsSchema = z.object({ id: uuid('id') });
export const factorParamsSchema = z.object({ id: uuid('id'), factorId: uuid('factorId') });
