import { createRoute } from '@hono/zod-openapi';
import {
  BUSINESS_LEAD_RATE_LIMIT,
  businessLeadCreatedSchema,
  businessLeadSchema,
} from '@updately/shared/business-leads-api';
import { callerIp } from '../../auth/request-context';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { verifyTurnstile } from '../../platform/turnstile/turnstile';
import { createBusinessLead } from './business-leads.service';
import type { AppEnv } from '../../auth/app-env';

const createLeadRoute = createRoute({
  method: 'post',
  path: '/api/business-leads',
  operationId: 'createBusinessLead',
  security: [],
  tags: ['Business'],
  summary: 'Send an enquiry from the For Business page (Turnstile-checked, rate limited per IP)',
  request: {
    body: { required: true, content: { 'application/json': { schema: businessLeadSchema } } },
  },
  responses: {
    201: jsonResponse(businessLeadCreatedSchema, 'The enquiry is stored'),
    400: errorResponse('VALIDATION_FAILED or TURNSTILE_FAILED'),
    429: errorResponse(
      `RATE_LIMITED: more than ${BUSINESS_LEAD_RATE_LIMIT.max} enquiries from one IP in ${BUSINESS_LEAD_RATE_LIMIT.windowMs / 60_000} minutes`,
    ),
  },
});

export const businessLeadsRoutes = createRouter<AppEnv>().openapi(createLeadRoute, async (c) => {
  const { config, database, logger } = c.var.deps;
  const { turnstileToken, ...lead } = c.req.valid('json');
  const ip = callerIp(c);
  if (
    config.rateLimitEnabled &&
    !(await hitRateLimit(database.db, 'business-leads', ip ?? 'unknown', BUSINESS_LEAD_RATE_LIMIT))
      .allowed
  ) {
    throw new AppError('RATE_LIMITED', 'Too many enquiries. Please try again in a few minutes.');
  }
  const check = await verifyTurnstile(config, logger, turnstileToken, ip);
  if (!check.ok)
    throw new AppError('TURNSTILE_FAILED', 'Bot verification failed. Please try again.');
  const id = await createBusinessLead(database.db, lead);
  logger.info({ leadId: id }, 'business lead received');
  return c.json({ id }, 201);
});
