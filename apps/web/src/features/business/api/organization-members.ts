import { ORGANIZATION_ROLES } from '@updately/shared/business-api';
import { z } from 'zod';

/**
 * The shapes better-auth's organization plugin answers with (its /api/auth/organization/*
 * endpoints), as far as the portal reads them.
 */
export const memberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  expiresAt: z.string(),
  organizationId: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const organizationRoleSchema = z.enum(ORGANIZATION_ROLES);
