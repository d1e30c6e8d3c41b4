import { createRoute } from '@hono/zod-openapi';
import { phoneSignUpSchema, phoneSignUpSentSchema } from '@updately/shared/phone-sign-up-api';
import type { AppEnv } from '../../auth/app-env';
import { passwordProblems } from '../../auth/password-policy';
import { INVALID_PHONE_MESSAGE, normalisePhoneNumber } from '../../auth/phone-numbers';
import { storePendingPhoneSignUp } from '../../auth/phone-sign-up';
import { callerIp } from '../../auth/request-context';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { verifyTurnstile } from '../../platform/turnstile/turnstile';
import { maskPhone } from '../account/reauthenticate.service';

/** As for email sign-ups: 5 a minute per IP, and 3 codes per number in 10 minutes. */
export const PHONE_SIGN_UP_LIMITS = {
  perIp: { max: 5, windowMs: 60_000 },
  perPhone: { max: 3, windowMs: 10 * 60_000 },
};
const TOO_MANY = 'Too many sign-up attempts. Please try again in a few minutes.';

const route = createRoute({
  method: 'post',
  path: '/api/sign-up/phone',
  operationId: 'signUpWithPhone',
  security: [],
  tags: ['Auth'],
  summary:
    'Sign up with a mobile number and a password: sends a code by SMS; confirming it with ' +
    'POST /api/auth/phone-number/verify creates the account (Turnstile token in x-captcha-response)',
  request: {
    body: { required: true, content: { 'application/json': { schema: phoneSignUpSchema } } },
  },
  responses: {
    200: jsonResponse(phoneSignUpSentSchema, 'A code is on its way'),
    400: errorResponse('VALIDATION_FAILED (bad number or weak password) or TURNSTILE_FAILED'),
    404: errorResponse('Phone sign-up is switched off'),
    429: errorResponse('RATE_LIMITED'),
  },
});

export const phoneSignUpRoutes = createRouter<AppEnv>().openapi(route, async (c) => {
  const { config, database, logger, auth } = c.var.deps;
  if (!config.phoneSignIn) throw new AppError('NOT_FOUND', 'Not found');
  const input = c.req.valid('json');
  const ip = callerIp(c);
  const check = await verifyTurnstile(config, logger, c.req.header('x-captcha-response'), ip);
  if (!check.ok)
    throw new AppError('TURNSTILE_FAILED', 'Bot verification failed. Please try again.');
  const phoneNumber = normalisePhoneNumber(input.phoneNumber, config.smsCountries);
  if (!phoneNumber) throw new AppError('VALIDATION_FAILED', INVALID_PHONE_MESSAGE);
  const reasons = passwordProblems(input.password, {});
  if (reasons.length > 0) {
    throw new AppError('VALIDATION_FAILED', `Password is too weak: ${reasons.join(' ')}`);
  }
  if (config.rateLimitEnabled) {
    const db = database.db;
    const { perIp, perPhone } = PHONE_SIGN_UP_LIMITS;
    const byIp = await hitRateLimit(db, 'phone-sign-up-ip', ip ?? 'unknown', perIp);
    const byPhone = await hitRateLimit(db, 'phone-sign-up', phoneNumber, perPhone);
    if (!byIp.allowed || !byPhone.allowed) throw new AppError('RATE_LIMITED', TOO_MANY);
  }
  const passwordHash = await (await auth.$context).password.hash(input.password);
  await storePendingPhoneSignUp(database.db, phoneNumber, {
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  // The same answer whether or not the number already has an account (no enumeration): the
  // owner of an existing one just gets a sign-in code.
  await auth.api.sendPhoneNumberOTP({ body: { phoneNumber } });
  return c.json({ phoneNumber, sentTo: maskPhone(phoneNumber) }, 200);
});
