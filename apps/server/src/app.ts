import { compress } from 'hono/compress';
import { getCookies } from 'better-auth/cookies';
import type { AppDeps } from './auth/app-env';
import { errorBody } from './lib/errors';
import { handleError } from './error-handler';
import { redactPath } from './lib/logger';
import { createRouter, publishApiV1OpenApi, publishOpenApi } from './lib/openapi';
import { limitBody, sameOriginWrites } from './lib/request-guards';
import { securityHeaders } from './lib/security-headers';
import { requestIdMiddleware } from './lib/request-id';
import { createStaticWeb } from './lib/static-web';
import { trustedOrigins } from './auth/auth';
import { authHandler } from './auth/auth-handler';
import { sessionMiddleware } from './auth/session-middleware';
import { adminPagesGuard } from './auth/admin-pages-guard';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { meRoutes } from './modules/me/me.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { devDigestsRoutes } from './modules/dev-mailbox/dev-digests.routes';
import { devDocumentsRoutes } from './modules/dev-mailbox/dev-documents.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { createRealtimeRoute } from './modules/realtime/realtime.routes';
import { brandsRoutes } from './modules/brands/brands.routes';
import { footprintsRoutes } from './modules/footprints/footprints.routes';
import { journeysRoutes } from './modules/journeys/journeys.routes';
import { journeyFootprintsRoutes } from './modules/journeys/journey-footprints.routes';
import { safeModeRoutes } from './modules/safe-mode/safe-mode.routes';
import { journeyCompaniesRoutes } from './modules/journeys/journey-companies.routes';
import { contactSuggestionsRoutes } from './modules/journeys/contact-suggestions.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { householdRoutes } from './modules/household/household.routes';
import { jointRequestsRoutes } from './modules/household/joint-requests.routes';
import { journeyPeopleRoutes } from './modules/journey-people/journey-people.routes';
import { invitationsRoutes } from './modules/journey-people/invitations.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { piiFieldsRoutes } from './modules/pii-fields/pii-fields.routes';
import { accountRoutes } from './modules/account/account.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { adminFeedbackRoutes } from './modules/feedback/admin-feedback.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { businessLeadsRoutes } from './modules/business-leads/business-leads.routes';
import { phoneSignUpRoutes } from './modules/phone-sign-up/phone-sign-up.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { adminUserAccessRoutes } from './modules/admin/admin-user-access.routes';
import { updatesRoutes } from './modules/updates/updates.routes';
import { updateSettingsRoutes } from './modules/updates/update-settings.routes';
import { deadlinesRoutes } from './modules/deadlines/deadlines.routes';
import { companyLinksRoutes } from './modules/company-links/company-links.routes';
import { letterLinkRoutes } from './modules/company-links/letter-link.routes';
import { lettersRoutes } from './modules/letters/letters.routes';
import { adminDocumentsRoutes } from './modules/admin/admin-documents.routes';
import { apiV1DocumentsRoutes } from './modules/api-v1/api-v1-documents.routes';
import { documentLinksRoutes } from './modules/document-links/document-links.routes';
import { requestDocumentLinkRoutes } from './modules/document-links/request-document-link.routes';
import { brandClaimsRoutes } from './modules/business/brand-claims.routes';
import { businessRoutes } from './modules/business/business.routes';
import { webhooksRoutes } from './modules/business/webhooks.routes';
import { restHooksRoutes } from './modules/api-v1/rest-hooks.routes';
import { adminBrandClaimsRoutes } from './modules/admin/admin-brand-claims.routes';
import { apiV1Routes } from './modules/api-v1/api-v1.routes';
import { adminAnalyticsRoutes } from './modules/admin/admin-analytics.routes';
import { adminJourneysRoutes } from './modules/admin/admin-journeys.routes';
import { adminBrandsRoutes } from './modules/admin/admin-brands.routes';
import { adminBrandSuggestionsRoutes } from './modules/admin/admin-brand-suggestions.routes';
import { adminDocumentRulesRoutes } from './modules/admin/admin-document-rules.routes';
import { adminIntegrationsRoutes } from './modules/admin/admin-integrations.routes';
import { adminAuditLogsRoutes } from './modules/admin/admin-audit-logs.routes';
import { adminErrorLogsRoutes } from './modules/admin/admin-error-logs.routes';
import { adminSecurityRoutes } from './modules/admin/admin-security.routes';
import { adminApprovalsRoutes } from './modules/admin/admin-approvals.routes';
import { adminSettingsRoutes } from './modules/admin/admin-settings.routes';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes';
import type { AppEnv } from './auth/app-env';

/** Routes that take files and set their own body limit. */
const UPLOAD_PATHS = new Set(['/api/account/avatar', '/api/admin/brands/import']);
const DOCUMENT_UPLOAD_PATH = /^\/api\/journeys\/[^/]+\/documents$/;
const isUploadPath = (path: string) => UPLOAD_PATHS.has(path) || DOCUMENT_UPLOAD_PATH.test(path);

export type AppOptions = {
  /** The built web app (apps/web/dist); without it only the API is served. */
  webDistDir?: string;
};

/** Builds the whole HTTP app without listening, so tests can call `app.request()`. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = createRouter<AppEnv>();

  app.use(requestIdMiddleware);
  app.use(async (c, next) => {
    const logger = deps.logger.child({ requestId: c.var.requestId });
    c.set('deps', deps);
    c.set('logger', logger);
    const started = performance.now();
    await next();
    // The line's fields (a redacted path) are only worked out when it is written.
    if (!logger.isLevelEnabled('info')) return;
    logger.info(
      {
        method: c.req.method,
        path: redactPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(securityHeaders(deps.config));
  // Only for a client that takes an encoding (compress would otherwise still build the full
  // Fetch Response of every answer to look at its headers).
  const compressBody = compress();
  app.use((c, next) => (c.req.header('accept-encoding') ? compressBody(c, next) : next()));
  // Uploads declare their own, larger limit on the route.
  const defaultBodyLimit = limitBody();
  app.use('/api/*', (c, next) => (isUploadPath(c.req.path) ? next() : defaultBodyLimit(c, next)));
  app.use('/company/*', defaultBodyLimit);

  app.on(['GET', 'POST'], '/api/auth/*', authHandler);
  // better-auth checks the origin of its own routes (above); this guards the app's.
  app.use('/api/*', sameOriginWrites(trustedOrigins(deps.config)));
  app.get('/.well-known/jwks.json', (c) =>
    deps.auth.handler(new Request(new URL('/api/auth/jwks', c.req.url))),
  );
  if (!deps.config.isProduction) {
    app.route('/', devMailboxRoutes);
    app.route('/', devDocumentsRoutes);
    app.route('/', devDigestsRoutes);
  }
  app.route('/', healthRoutes);
  app.route('/', docsRoutes);
  publishOpenApi(app, {
    appName: deps.config.APP_NAME,
    appUrl: deps.config.appUrl,
    sessionCookieName: getCookies(deps.auth.options).sessionToken.name,
  });
  publishApiV1OpenApi(app, { appName: deps.config.APP_NAME, appUrl: deps.config.appUrl });

  app.use('/api/*', sessionMiddleware);
  // Feature routes: one line per module.
  app.route('/', meRoutes);
  app.route('/', activityRoutes);
  app.route('/', publicConfigRoutes);
  app.get('/api/realtime', createRealtimeRoute(deps.realtime));
  app.route('/', brandsRoutes);
  app.route('/', footprintsRoutes);
  app.route('/', journeysRoutes);
  app.route('/', journeyFootprintsRoutes);
  app.route('/', safeModeRoutes);
  app.route('/', journeyCompaniesRoutes);
  app.route('/', contactSuggestionsRoutes);
  app.route('/', documentsRoutes);
  app.route('/', householdRoutes);
  app.route('/', jointRequestsRoutes);
  app.route('/', journeyPeopleRoutes);
  app.route('/', invitationsRoutes);
  app.route('/', onboardingRoutes);
  app.route('/', piiFieldsRoutes);
  app.route('/', accountRoutes);
  app.route('/', feedbackRoutes);
  app.route('/', adminFeedbackRoutes);
  app.route('/', newsletterRoutes);
  app.route('/', businessLeadsRoutes);
  app.route('/', phoneSignUpRoutes);
  app.route('/', adminUsersRoutes);
  app.route('/', adminUserAccessRoutes);
  app.route('/', updatesRoutes);
  app.route('/', lettersRoutes);
  app.route('/', updateSettingsRoutes);
  app.route('/', deadlinesRoutes);
  app.route('/', businessRoutes);
  app.route('/', brandClaimsRoutes);
  app.route('/', webhooksRoutes);
  app.route('/', adminBrandClaimsRoutes);
  app.route('/', adminAnalyticsRoutes);
  app.route('/', adminJourneysRoutes);
  app.route('/', adminBrandsRoutes);
  app.route('/', adminBrandSuggestionsRoutes);
  app.route('/', adminDocumentRulesRoutes);
  app.route('/', adminIntegrationsRoutes);
  app.route('/', adminAuditLogsRoutes);
  app.route('/', adminErrorLogsRoutes);
  app.route('/', adminSecurityRoutes);
  app.route('/', adminApprovalsRoutes);
  app.route('/', adminDocumentsRoutes);
  app.route('/', adminSettingsRoutes);
  app.route('/', clientErrorsRoutes);
  // The Business API: an organisation's API key, never a session.
  app.route('/', apiV1Routes);
  app.route('/', apiV1DocumentsRoutes);
  app.route('/', restHooksRoutes);
  // The pages behind the links in companies' emails (no session: the signed link is the key).
  app.route('/', companyLinksRoutes);
  app.route('/', letterLinkRoutes);
  app.route('/', documentLinksRoutes);
  app.route('/', requestDocumentLinkRoutes);

  app.all('/api/*', (c) =>
    c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404),
  );
  if (options.webDistDir) {
    const sessionCookie = `${getCookies(deps.auth.options).sessionToken.name}=`;
    const serveWeb = createStaticWeb(options.webDistDir, {
      // Only a request that may be signed in gets a signed-in frame before the app runs.
      hasSession: (c) => (c.req.header('cookie') ?? '').includes(sessionCookie),
    });
    app.on(['GET', 'HEAD'], ['/admin', '/admin/*'], adminPagesGuard);
    // A company's documents page: its address is the key, so it is never indexed nor referred.
    app.on(['GET', 'HEAD'], '/documents/*', async (c, next) => {
      await next();
      c.res.headers.set('Referrer-Policy', 'no-referrer');
      c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
      c.res.headers.set('Cache-Control', 'no-store');
    });
    app.on(['GET', 'HEAD'], '*', serveWeb);
  }
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
