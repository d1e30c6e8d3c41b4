import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, jwks, sessions, twoFactors, users, verifications } from '../db/schema';

export type AuthDeps = { config: Config; database: Database };

export function createAuth({ config, database }: AuthDeps) {
  return betterAuth({
    appName: config.APP_NAME,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        jwks,
      },
    }),
    advanced: { database: { generateId: 'uuid' } },
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    session: { cookieCache: { enabled: true, maxAge: 60 } },
  });
}

export type Auth = ReturnType<typeof createAuth>;
