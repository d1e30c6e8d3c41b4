import { z } from 'zod';
import { accountSessionSchema } from './account-api';
import { adminApprovalSchema, approvalReasonSchema } from './admin-approvals-api';
import { AUDIT_RESOURCE_TYPES } from './activity-api';
import { EMAIL_MAX_LENGTH } from './constants';
import { JOURNEY_STATUSES, JOURNEY_TYPES } from './journey-types';

/** /api/admin/users: the admin user list and the actions on one user (SPEC.md section 5). */

export const ADMIN_USERS_PAGE_MAX = 100;
export const ADMIN_USERS_PAGE_DEFAULT = 25;
export const BAN_REASON_MAX_LENGTH = 500;
/** How many journeys and audit entries the detail view lists (newest first). */
export const ADMIN_USER_DETAIL_LIMIT = 20;

export const USER_ROLE_FILTERS = ['admin', 'user'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
/** A yes/no filter in a query string. */
export const FLAG_VALUES = ['true', 'false'] as const;
export type Flag = (typeof FLAG_VALUES)[number];

export const LINK_TYPES = ['sign-in', 'recovery'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

const email = z.email().max(EMAIL_MAX_LENGTH).trim().toLowerCase();
const name = z.string().trim().min(1).max(200);
const flag = (what: string) =>
  z.enum(FLAG_VALUES, { error: `${what} is 'true' or 'false'` }).optional();

export const adminUserSchema = z.object({
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
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserResultSchema = z.object({ user: adminUserSchema });

/** POST /api/admin/users: with isAdmin, the user is made and the grant waits for a second admin. */
export const createdUserResultSchema = adminUserResultSchema.extend({
  approval: adminApprovalSchema.optional(),
  message: z.string().optional(),
});

/** GET /api/admin/users: newest first, a page at a time (keyset on created_at, id). */
export const listUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .optional()
    .describe('Part of an email address or name (case-insensitive)'),
  role: z.enum(USER_ROLE_FILTERS, { error: "role is 'admin' or 'user'" }).optional(),
  verified: flag('verified'),
  banned: flag('banned'),
  mfa: flag('mfa'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_MAX).default(ADMIN_USERS_PAGE_DEFAULT),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  authProvider: z.string(),
  marketingConsent: z.boolean(),
  onboardingCompletedAt: z.iso.datetime().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
});
export type AdminUserProfile = z.infer<typeof adminUserProfileSchema>;

export const adminUserJourneySchema = z.object({
  id: z.uuid(),
  /** SAFE_JOURNEY_NAME for a safe-mode journey. */
  name: z.string(),
  type: z.enum(JOURNEY_TYPES),
  status: z.enum(JOURNEY_STATUSES),
  createdAt: z.iso.datetime(),
});
export type AdminUserJourney = z.infer<typeof adminUserJourneySchema>;

export const adminUserAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  resourceType: z.enum(AUDIT_RESOURCE_TYPES),
  resourceId: z.string().nullable(),
  /** Who did it: the user themself, an admin, or nobody known (null). */
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  /** Who acted: the user, a company (confirming or answering an update), the system (sending,
   * reminding), or someone else (an admin: actorEmail). */
  actorKind: z.enum(['user', 'company', 'system', 'other']),
  /** The company an update request entry is about. */
  company: z.string().nullable(),
  oldValues: z.unknown(),
  newValues: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AdminUserAuditEntry = z.infer<typeof adminUserAuditEntrySchema>;

/** GET /api/admin/users/{id}: the user and what the detail view shows about them. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  profile: adminUserProfileSchema.nullable(),
  footprintCount: z.number().int(),
  journeyCount: z.number().int(),
  /** The newest journeys (at most ADMIN_USER_DETAIL_LIMIT). */
  journeys: z.array(adminUserJourneySchema),
  /** Unexpired sessions, most recently seen first (`current` is always false here). */
  sessions: z.array(accountSessionSchema),
  /** The newest audit entries by or about the user (at most ADMIN_USER_DETAIL_LIMIT). */
  recentAudit: z.array(adminUserAuditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const createUserSchema = z.object({
  email,
  name,
  password: z
    .string()
    .max(256)
    .optional()
    .describe('Without one the user signs in by code, link or Google, or sets one by reset'),
  emailVerified: z.boolean().default(false),
  isAdmin: z.boolean().default(false),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const inviteUserSchema = z.object({ email, name });
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

export const updateUserSchema = z
  .object({
    email,
    name,
    emailVerified: z.boolean(),
    isAdmin: z.boolean(),
    /** Only for a change of admin role, which waits for a second admin's approval. */
    reason: approvalReasonSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).some((key) => key !== 'reason'), { error: 'Nothing to update' });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** A ban lasts until lifted, for `expiresInSeconds`, or until `expiresAt` (one of the two). */
export const banUserSchema = z
  .object({
    reason: z.string().trim().max(BAN_REASON_MAX_LENGTH).optional(),
    expiresInSeconds: z.number().int().positive().optional().describe('Ends the ban after this'),
    expiresAt: z.iso
      .datetime({ offset: true, error: 'expiresAt is a date and time' })
      .refine((value) => new Date(value).getTime() > Date.now(), {
        error: 'The ban must end in the future',
      })
      .optional(),
  })
  .refine((v) => v.expiresInSeconds === undefined || v.expiresAt === undefined, {
    error: 'Give expiresInSeconds or expiresAt, not both',
  });
export type BanUserInput = z.infer<typeof banUserSchema>;

export const generateLinkSchema = z.object({
  type: z.enum(LINK_TYPES, { error: "type is 'sign-in' or 'recovery'" }),
  /** For another admin, whose link waits for a second admin's approval. */
  reason: approvalReasonSchema,
});

export const generatedLinkSchema = z.object({
  type: z.enum(LINK_TYPES),
  url: z.url(),
  expiresAt: z.iso.datetime(),
});
export type GeneratedLink = z.infer<typeof generatedLinkSchema>;

export const factorSchema = z.object({
  id: z.uuid(),
  type: z.literal('totp'),
  status: z.enum(['verified', 'unverified']),
  backupCodesRemaining: z.number().int(),
});
export type Factor = z.infer<typeof factorSchema>;
export const factorListSchema = z.object({ factors: z.array(factorSchema) });

/** DELETE /api/admin/users/{id}/sessions. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

/** DELETE /api/admin/users/{id}/factors (reset MFA): the user, and how many factors went. */
export const resetMfaResultSchema = z.object({ user: adminUserSchema, removed: z.number().int() });
export type ResetMfaResult = z.infer<typeof resetMfaResultSchema>;
