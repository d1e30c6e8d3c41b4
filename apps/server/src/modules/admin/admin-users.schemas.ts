import { z } from '@hono/zod-openapi';
import { EMAIL_MAX_LENGTH } from '@updately/shared/constants';

/** SPEC.md section 5: admin user ids in the auth service must be UUID-shaped (else 400). */
const uuid = (name: string) =>
  z
    .uuid({ error: `${name} must be a UUID` })
    .openapi({ param: { name, in: 'path' }, example: '0b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70' });

export const userIdParamsSchema = z.object({ id: uuid('id') });
export const factorParamsSchema = z.object({ id: uuid('id'), factorId: uuid('factorId') });

const email = z.email().max(EMAIL_MAX_LENGTH).trim().toLowerCase();
const name = z.string().trim().min(1).max(200);

export const adminUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    isAdmin: z.boolean(),
    banned: z.boolean(),
    banReason: z.string().nullable(),
    banExpires: z.iso.datetime().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .openapi('AdminUser');
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserResultSchema = z.object({ user: adminUserSchema });

export const listUsersQuerySchema = z.object({
  q: z.string().trim().max(EMAIL_MAX_LENGTH).optional().openapi({
    description: 'Part of an email address or name (case-insensitive)',
  }),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const adminUserListSchema = z
  .object({
    users: z.array(adminUserSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('AdminUserList');

export const createUserSchema = z.object({
  email,
  name,
  password: z.string().max(256).optional().openapi({
    description: 'Without one the user signs in by code, link or Google, or sets one by reset',
  }),
  emailVerified: z.boolean().default(false),
  isAdmin: z.boolean().default(false),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const inviteUserSchema = z.object({ email, name });
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

export const updateUserSchema = z
  .object({ email, name, emailVerified: z.boolean(), isAdmin: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const banUserSchema = z.object({
  reason: z.string().trim().max(500).optional(),
  expiresInSeconds: z.number().int().positive().optional().openapi({
    description: 'Without it the ban lasts until lifted',
  }),
});
export type BanUserInput = z.infer<typeof banUserSchema>;

export const generateLinkSchema = z.object({
  type: z.enum(['sign-in', 'recovery']).openapi({
    description: "'sign-in': a one-time sign-in link; 'recovery': a set-a-new-password link",
  }),
});

export const generatedLinkSchema = z
  .object({
    type: z.enum(['sign-in', 'recovery']),
    url: z.url(),
    expiresAt: z.iso.datetime(),
  })
  .openapi('AdminGeneratedLink');
export type GeneratedLink = z.infer<typeof generatedLinkSchema>;

export const factorSchema = z
  .object({
    id: z.uuid(),
    type: z.literal('totp'),
    status: z.enum(['verified', 'unverified']),
    backupCodesRemaining: z.number().int(),
  })
  .openapi('AdminUserFactor');
export type Factor = z.infer<typeof factorSchema>;

export const factorListSchema = z.object({ factors: z.array(factorSchema) });
