import { createRoute } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared';
import { journeys, members, profiles, sessions, users } from '../../db/schema';
import { validatedSessionCookie } from '../../auth/session-middleware';
import { sessionColumns } from '../../auth/session-reader';
import { createRouter, jsonResponse, optionalSession } from '../../lib/openapi';
import { hasRoleSql } from '../../platform/roles/roles';
import { meSchema } from '@updately/shared/me-api';
import type { AppEnv } from '../../auth/app-env';

const route = createRoute({
  method: 'get',
  path: '/api/me',
  operationId: 'getMe',
  security: optionalSession,
  tags: ['Account'],
  summary: 'The signed-in user with their profile and admin flag (user null when signed out)',
  responses: { 200: jsonResponse(meSchema, 'The caller') },
});

const SIGNED_OUT = {
  user: null,
  profile: null,
  isAdmin: false,
  isBusinessMember: false,
  safe_mode: false,
};

/**
 * One query, the session's own fresh read included: the session behind the cookie's token, its
 * user and their profile, whether they administer and belong to an organisation.
 */
const meQuery = preparedQuery((db) =>
  db
    .select({
      session: sessionColumns,
      user: users,
      profile: profiles,
      isAdmin: hasRoleSql(users.id, 'admin'),
      isBusinessMember: sql<boolean>`exists (select 1 from ${members} where ${members.userId} = ${users.id})`,
      // The partial index on safe_mode_at keeps this cheap.
      safeMode: sql<boolean>`exists (select 1 from ${journeys} where ${journeys.user_id} = ${users.id} and ${journeys.safe_mode_at} is not null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('me_by_session_token'),
);

/**
 * Read from the database, not the session cache: the web app's periodic check relies on it to
 * notice a revoked session or a deleted profile ('Session Invalid'), from the first minute on.
 * No session found by the middleware means none: without a cached entry it read the database.
 */
export const meRoutes = createRouter<AppEnv>().openapi(route, async (c) => {
  const cookie = validatedSessionCookie(c);
  if (!cookie) return c.json(SIGNED_OUT, 200);
  const [row] = await meQuery(c.var.deps.database.db).execute({ token: cookie.token });
  if (!c.var.deps.sessions.confirm(row?.session, cookie) || !row) return c.json(SIGNED_OUT, 200);
  const { user, isAdmin, isBusinessMember, safeMode } = row;
  // Sign-in created the profile (auth-database-hooks.ts): missing now means it was deleted.
  const profile = row.profile;
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
      profile: profile && {
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
      isBusinessMember,
      safe_mode: safeMode,
    },
    200,
  );
});
