import { createRoute } from '@hono/zod-openapi';
import { MESSAGES } from '@updately/shared/messages';
import { NEWSLETTER_RATE_LIMIT } from '@updately/shared/newsletter';
import {
  newsletterSubscribeResultSchema,
  newsletterSubscribeSchema,
} from '@updately/shared/newsletter-api';
import type { Context } from 'hono';
import { callerIp } from '../../auth/request-context';
import type { AppEnv } from '../../auth/app-env';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { verifyTurnstile } from '../../platform/turnstile/turnstile';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { renderNewsletterPage, type NewsletterPage } from './newsletter-pages';
import {
  confirmSubscription,
  findByToken,
  subscribe,
  unsubscribe,
  type TokenOutcome,
} from './newsletter.service';
import { forwardToNewsletterList } from './newsletter-webhook';

const tags = ['Newsletter'];
const CONFIRM_PATH = '/api/newsletter/confirm';
const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

const subscribeRoute = createRoute({
  method: 'post',
  path: '/api/newsletter/subscribe',
  operationId: 'subscribeToNewsletter',
  security: [],
  tags,
  summary:
    'Subscribe to the newsletter (double opt-in): Turnstile-checked, rate limited per IP, idempotent',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: newsletterSubscribeSchema } },
    },
  },
  responses: {
    200: jsonResponse(newsletterSubscribeResultSchema, 'Stored; a confirmation email is queued'),
    400: errorResponse('VALIDATION_FAILED (invalid email) or TURNSTILE_FAILED'),
    429: errorResponse(
      `RATE_LIMITED: more than ${NEWSLETTER_RATE_LIMIT.max} sign-ups from one IP in ${NEWSLETTER_RATE_LIMIT.windowMs / 60_000} minutes`,
    ),
    502: errorResponse('BUBBLE_ERROR: the external mailing list (NEWSLETTER_WEBHOOK_URL) failed'),
  },
});

async function tokenFrom(c: Context<AppEnv>): Promise<string> {
  if (c.req.method === 'POST') {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (typeof body.token === 'string') return body.token;
  }
  return c.req.query('token') ?? '';
}

function page(c: Context<AppEnv>, content: NewsletterPage, status: 200 | 404 = 200) {
  c.header('cache-control', 'no-store');
  return c.html(renderNewsletterPage(c.var.deps.config.APP_NAME, content), status);
}

const invalidLink = (appName: string): NewsletterPage => ({
  title: 'This link is not valid',
  lines: [
    `We couldn't find a ${appName} newsletter subscription for this link. It may have been copied incompletely.`,
    'You can sign up again on our home page at any time.',
  ],
});

function outcomePage(
  appName: string,
  outcome: Exclude<TokenOutcome, { result: 'unknown-token' }>,
): NewsletterPage {
  switch (outcome.result) {
    case 'confirmed':
    case 'already-confirmed':
      return {
        title: "You're subscribed",
        lines: [
          `Thanks for confirming. We'll send ${outcome.subscriber.email} a few emails a year about new journeys and features in ${appName}.`,
          'Every email has a link to unsubscribe.',
        ],
      };
    case 'unsubscribed':
    case 'already-unsubscribed':
      return {
        title: "You're unsubscribed",
        lines: [
          `We won't send ${outcome.subscriber.email} any more newsletters. We're sorry to see you go.`,
          'Changed your mind? Sign up again on our home page at any time.',
        ],
      };
  }
}

export const newsletterRoutes = createRouter<AppEnv>()
  .openapi(subscribeRoute, async (c) => {
    const { config, database, logger, mailer } = c.var.deps;
    const input = c.req.valid('json');
    const ip = callerIp(c);
    if (
      config.rateLimitEnabled &&
      !(await hitRateLimit(database.db, 'newsletter', ip ?? 'unknown', NEWSLETTER_RATE_LIMIT))
        .allowed
    ) {
      throw new AppError('RATE_LIMITED', MESSAGES.newsletter.rateLimited);
    }
    const check = await verifyTurnstile(config, logger, input.turnstileToken, ip);
    if (!check.ok) throw new AppError('TURNSTILE_FAILED', MESSAGES.newsletter.turnstileFailed);

    const consentAt = new Date();
    const forwarded = await forwardToNewsletterList(config, logger, {
      event: 'subscribe',
      email: input.email.toLowerCase(),
      source: input.source,
      consentAt: consentAt.toISOString(),
    });
    if (!forwarded) throw new AppError('BUBBLE_ERROR', MESSAGES.newsletter.bubbleError);

    // Confirmed or not, the answer is the same: it must not tell who is subscribed (L4).
    await subscribe(database.db, mailer, {
      email: input.email,
      source: input.source,
      ip,
      appName: config.APP_NAME,
      appUrl: config.appUrl,
      now: consentAt,
    });
    return c.json({ success: true as const, status: 'pending' as const }, 200);
  })
  .get(CONFIRM_PATH, async (c) => {
    const { APP_NAME } = c.var.deps.config;
    const token = await tokenFrom(c);
    const subscriber = token ? await findByToken(c.var.deps.database.db, token) : undefined;
    if (!subscriber) return page(c, invalidLink(APP_NAME), 404);
    if (subscriber.status !== 'pending') {
      const result =
        subscriber.status === 'confirmed' ? 'already-confirmed' : 'already-unsubscribed';
      return page(c, outcomePage(APP_NAME, { result, subscriber }));
    }
    return page(c, {
      title: `Confirm your ${APP_NAME} newsletter`,
      lines: [`Press the button to confirm that ${subscriber.email} wants ${APP_NAME} news.`],
      action: { url: CONFIRM_PATH, token, label: 'Confirm my subscription' },
    });
  })
  .post(CONFIRM_PATH, async (c) => {
    const { config, database, logger } = c.var.deps;
    const token = await tokenFrom(c);
    const outcome = token
      ? await confirmSubscription(database.db, token)
      : { result: 'unknown-token' as const };
    if (outcome.result === 'unknown-token') return page(c, invalidLink(config.APP_NAME), 404);
    if (outcome.result === 'confirmed') {
      // Best effort: the subscription is confirmed here whatever the external list answers.
      await forwardToNewsletterList(config, logger, {
        event: 'confirm',
        email: outcome.subscriber.email,
        source: outcome.subscriber.source,
        consentAt: outcome.subscriber.consent_at.toISOString(),
      });
    }
    return page(c, outcomePage(config.APP_NAME, outcome));
  })
  .get(UNSUBSCRIBE_PATH, async (c) => {
    const { APP_NAME } = c.var.deps.config;
    const token = await tokenFrom(c);
    const subscriber = token ? await findByToken(c.var.deps.database.db, token) : undefined;
    if (!subscriber) return page(c, invalidLink(APP_NAME), 404);
    if (subscriber.status === 'unsubscribed') {
      return page(c, outcomePage(APP_NAME, { result: 'already-unsubscribed', subscriber }));
    }
    return page(c, {
      title: `Unsubscribe from ${APP_NAME} news?`,
      lines: [`Press the button and we'll stop sending newsletters to ${subscriber.email}.`],
      action: { url: UNSUBSCRIBE_PATH, token, label: 'Unsubscribe' },
    });
  })
  // Also answers RFC 8058 one-click unsubscribe (POST to the link with the token in the query).
  .post(UNSUBSCRIBE_PATH, async (c) => {
    const { config, database, logger } = c.var.deps;
    const token = await tokenFrom(c);
    const outcome = token
      ? await unsubscribe(database.db, token)
      : { result: 'unknown-token' as const };
    if (outcome.result === 'unknown-token') return page(c, invalidLink(config.APP_NAME), 404);
    if (outcome.result === 'unsubscribed') {
      await forwardToNewsletterList(config, logger, {
        event: 'unsubscribe',
        email: outcome.subscriber.email,
        source: outcome.subscriber.source,
        consentAt: outcome.subscriber.consent_at.toISOString(),
      });
    }
    return page(c, outcomePage(config.APP_NAME, outcome));
  });
