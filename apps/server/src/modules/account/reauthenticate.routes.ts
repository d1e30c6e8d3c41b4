import { createRoute } from '@hono/zod-openapi';
import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import {
  reauthCodeSentSchema,
  reauthOptionsSchema,
  reauthVerifiedSchema,
  sendReauthCodeSchema,
  verifyReauthSchema,
  type VerifyReauthInput,
} from '@updately/shared/account-api';
import type { AppEnv } from '../../auth/app-env';
import { liveSession, requireLiveSession } from '../../auth/live-session';
import { auditRequest } from '../../auth/request-context';
import { sessionHeaders } from '../../auth/session-middleware';
import { recordStepUp, type StepUpMethod } from '../../auth/step-up';
import { passwordHashOf } from '../../auth/credential-password';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import {
  WRONG_CODE,
  freshUntil,
  reauthOptions,
  sendReauthCode,
  verifyReauthCode,
} from './reauthenticate.service';

const tags = ['Account'];
const FIFTEEN_MINUTES = 15 * 60_000;
/** Per user, whatever the IP: codes sent, and proofs tried. */
export const REAUTH_SEND_LIMIT = { max: 3, windowMs: FIFTEEN_MINUTES };
export const REAUTH_VERIFY_LIMIT = { max: 5, windowMs: FIFTEEN_MINUTES };
export const WRONG_PASSWORD = 'The password is incorrect.';
export const TOO_MANY_CODES = 'Too many codes asked for. Please try again in a few minutes.';
export const TOO_MANY_TRIES = 'Too many tries. Please try again in a few minutes.';

const optionsRoute = createRoute({
  method: 'get',
  path: '/api/account/reauthenticate',
  operationId: 'getReauthenticationOptions',
  tags,
  summary: 'Whether the session may make sensitive changes now, and how it can confirm it is you',
  middleware: [requireLiveSession] as const,
  responses: {
    200: jsonResponse(reauthOptionsSchema, 'Freshness and the ways to confirm'),
    401: errorResponse('Not signed in'),
  },
});

const sendRoute = createRoute({
  method: 'post',
  path: '/api/account/reauthenticate',
  operationId: 'sendReauthenticationCode',
  tags,
  summary: 'Send a 6-digit confirmation code to the account email or verified phone',
  middleware: [requireLiveSession] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: sendReauthCodeSchema } } },
  },
  responses: {
    200: jsonResponse(reauthCodeSentSchema, 'Sent; where it went, partly hidden'),
    400: errorResponse('No such channel on this account'),
    401: errorResponse('Not signed in'),
    429: errorResponse('Too many codes'),
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/api/account/reauthenticate/verify',
  operationId: 'verifyReauthentication',
  tags,
  summary:
    'Confirm it is you (password, the code sent, or an authenticator code): sensitive changes ' +
    'are allowed for the next 10 minutes',
  middleware: [requireLiveSession] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: verifyReauthSchema } } },
  },
  responses: {
    200: jsonResponse(reauthVerifiedSchema, 'Confirmed'),
    400: errorResponse('Wrong password or code'),
    401: errorResponse('Not signed in'),
    429: errorResponse('Too many tries'),
  },
});

const freshAgeOf = async (c: Context<AppEnv>) =>
  (await c.var.deps.auth.$context).sessionConfig.freshAge;

export const reauthenticateRoutes = createRouter<AppEnv>()
  .openapi(optionsRoute, async (c) => {
    const options = await reauthOptions(
      c.var.deps.database.db,
      liveSession(c),
      await freshAgeOf(c),
    );
    return c.json(options, 200);
  })
  .openapi(sendRoute, async (c) => {
    const live = liveSession(c);
    const { database, mailer, sms, config } = c.var.deps;
    const limit = await hitRateLimit(database.db, 'reauth-send', live.userId, REAUTH_SEND_LIMIT);
    if (!limit.allowed) throw new AppError('RATE_LIMITED', TOO_MANY_CODES);
    const deps = { db: database.db, mailer, sms, appName: config.APP_NAME };
    return c.json(await sendReauthCode(deps, live, c.req.valid('json').channel), 200);
  })
  .openapi(verifyRoute, async (c) => {
    const live = liveSession(c);
    const db = c.var.deps.database.db;
    const limit = await hitRateLimit(db, 'reauth-verify', live.userId, REAUTH_VERIFY_LIMIT);
    if (!limit.allowed) throw new AppError('RATE_LIMITED', TOO_MANY_TRIES);
    const input = c.req.valid('json');
    let method: StepUpMethod;
    try {
      method = await prove(c, input);
    } catch (err) {
      if (err instanceof AppError) {
        await auditRequest(c, {
          action: 'user.reauth_failed',
          resourceType: 'USER',
          resourceId: live.userId,
          metadata: { method: input.method },
        });
      }
      throw err;
    }
    await recordStepUp(
      db,
      { id: live.sessionId, userId: live.userId, createdAt: live.createdAt },
      method,
    );
    await auditRequest(c, {
      action: 'user.reauthenticate',
      resourceType: 'USER',
      resourceId: live.userId,
      metadata: { method },
    });
    const until = await freshUntil(db, live, await freshAgeOf(c));
    return c.json({ freshUntil: until!.toISOString() }, 200);
  });

/** Checks the proof; answers how the user proved it, or throws 400. */
async function prove(c: Context<AppEnv>, input: VerifyReauthInput): Promise<StepUpMethod> {
  const live = liveSession(c);
  const { auth, database } = c.var.deps;
  if (input.method === 'password') {
    const hash = await passwordHashOf(database.db, live.userId);
    const context = await auth.$context;
    if (!hash || !(await context.password.verify({ hash, password: input.password }))) {
      throw new AppError('BAD_REQUEST', WRONG_PASSWORD);
    }
    return 'password';
  }
  if (input.method === 'code') {
    const channel = await verifyReauthCode(database.db, live, input.code);
    return channel === 'email' ? 'email_code' : 'sms_code';
  }
  try {
    // better-auth checks the code against the session user's authenticator (with our replay
    // guard), without touching the session: the one session this request was authorised with.
    await auth.api.verifyTOTP({ body: { code: input.code }, headers: sessionHeaders(c) });
    return 'totp';
  } catch (err) {
    if (err instanceof APIError) throw new AppError('INVALID_CODE', err.message || WRONG_CODE);
    throw err;
  }
}
