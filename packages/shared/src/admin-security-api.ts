import { z } from 'zod';
import { AUDIT_RESOURCE_TYPES } from './activity-api';

/** How many of the admins' newest audit entries the security page lists. */
export const SECURITY_RECENT_ADMIN_ACTIONS = 25;
/** How many banned users the security page lists (the users page has them all). */
export const SECURITY_BANNED_LIST = 20;

const dayCountSchema = z.object({ date: z.string(), count: z.number().int() });
const labelledCountSchema = z.object({ key: z.string(), count: z.number().int() });

export const adminSecuritySchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  generatedAt: z.string(),
  /** Refused sign-ins (wrong password, or wrong code at the second step) in the range. */
  failedSignIns: z.object({
    total: z.number().int(),
    /** Of the total, attempts on an existing account (the rest named no account we have). */
    knownAccounts: z.number().int(),
    perDay: z.array(dayCountSchema),
    /** By method: password, authenticator, backup_code. */
    byMethod: z.array(labelledCountSchema),
  }),
  /** Refusals by a rate limit in the range: the first refusal per limit, caller and window. */
  rateLimitHits: z.object({
    total: z.number().int(),
    perDay: z.array(dayCountSchema),
    /** By limit (e.g. `account|/sign-in/email`, `ip|/sign-in/email`, `api-key`). */
    byScope: z.array(labelledCountSchema),
  }),
  /** Now, not in the range: bans in force (no end, or an end still ahead). */
  bannedUsers: z.object({
    total: z.number().int(),
    users: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        banReason: z.string().nullable(),
        banExpires: z.string().nullable(),
      }),
    ),
  }),
  /** Now: users with two-factor authentication on. */
  mfa: z.object({
    users: z.number().int(),
    withMfa: z.number().int(),
    rate: z.number().nullable(),
  }),
  /** Now: sessions that have not expired, and the people they belong to. */
  sessions: z.object({ active: z.number().int(), users: z.number().int() }),
  admins: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      mfa: z.boolean(),
      grantedAt: z.string(),
      lastActiveAt: z.string().nullable(),
    }),
  ),
  /** The newest audit entries whose actor holds the admin role (any range). */
  recentAdminActions: z.array(
    z.object({
      id: z.string(),
      actorId: z.string(),
      actorName: z.string(),
      action: z.string(),
      resourceType: z.enum(AUDIT_RESOURCE_TYPES),
      resourceId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminSecurity = z.infer<typeof adminSecuritySchema>;
