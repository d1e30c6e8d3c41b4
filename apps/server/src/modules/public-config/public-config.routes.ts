import { createRoute } from '@hono/zod-openapi';
import { publicConfigSchema } from '@updately/shared/public-config';
import { isLoopback } from '../../lib/client-ip';
import type { Config } from '../../lib/config';
import type { DisplaySettings } from '@updately/shared/admin-settings-api';
import { createRouter, jsonResponse } from '../../lib/openapi';
import type { AppEnv } from '../../auth/app-env';

/** `display`: the names in force (an admin may change them: Settings; the config's by default). */
export function publicConfig(config: Config, display: DisplaySettings) {
  return {
    appName: display.appName,
    appUrl: config.appUrl,
    legalName: display.legalName,
    abn: display.abn,
    turnstileSiteKey: config.turnstile.siteKey,
    googleEnabled: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    smsEnabled: config.phoneSignIn && Boolean(config.SMS_WEBHOOK_URL),
    ssoProviderId: config.SSO_PROVIDER_ID ?? null,
    posthog: config.POSTHOG_KEY ? { key: config.POSTHOG_KEY, host: config.POSTHOG_HOST } : null,
    safeExitUrl: config.SAFE_EXIT_URL,
    devMailbox: !config.isProduction && !config.SMTP_URL && isLoopback(config.HOST),
  };
}

const route = createRoute({
  method: 'get',
  path: '/api/config',
  operationId: 'getPublicConfig',
  security: [],
  tags: ['System'],
  summary: 'Public settings for the web app',
  responses: { 200: jsonResponse(publicConfigSchema, 'Public settings') },
});

export const publicConfigRoutes = createRouter<AppEnv>().openapi(route, async (c) =>
  c.json(publicConfig(c.var.deps.config, await c.var.deps.settings.display()), 200),
);
