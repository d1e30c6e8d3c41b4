import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createRouter, jsonResponse } from '../../lib/openapi';
import { hasRole } from '../roles/roles.service';
import { ensureProfile } from './ensure-profile';
import { meSchema } from '@updately/shared/me-api';

const route = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['Account'],
  summary: 'The signed-in user with their profile and admin flag (user null when signed out)',
  responses: { 200: jsonResponse(meSchema, 'The caller') },
});

export const meRoutes = createRouter().openapi(route, async (c) => {
  const caller = c.var.user;
  if (!caller) return c.json({ user: null, profile: null, isAdmin: false }, 200);
  const db = c.var.deps.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, caller.id));
  if (!user) return c.json({ user: null, profile: null, isAdmin: false }, 200);
  const [profile, isAdmin] = await Promise.all([
    ensureProfile(db, user.id),
    hasRole(db, user.id, 'admin'),
  ]);
  return c.json(
    {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        image: user.image,
        twoFactorEnabled: Boolean(user.twoFactorEnabled),
        phoneNumber: user.phoneNumber,
        createdAt: user.createdAt.toISOString(),
      },
      profile: {
        first_name: profile.first_name,
        last_name: profile.last_name,
        auth_provider: profile.auth_provider,
        data_processing_consent: profile.data_processing_consent,
        marketing_consent: profile.marketing_consent,
        avatar_url: profile.avatar_url,
        onboarding_history: profile.onboarding_history,
        onboarding_completed_at: profile.onboarding_completed_at?.toISOString() ?? null,
        location: profile.location,
      },
      isAdmin,
    },
    200,
  );
});
