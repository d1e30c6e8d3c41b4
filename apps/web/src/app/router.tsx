import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';

import { businessPaths } from '../features/business/business-paths';
import { paths } from '../lib/paths';
import { AppStartFallback } from './app-start-fallback';
import { RequireAdmin, RequireAuth } from './guards';
import { Root } from './root';
import { RouteError } from './route-error';

/** Each page and layout is its own chunk, fetched when a route first matches. */
function lazyComponent(load: () => Promise<{ default: ComponentType }>) {
  return { Component: async () => (await load()).default };
}

/**
 * Builds a fresh route table. React Router records loaded `lazy` properties on these objects,
 * so each router (the app's one, or one per test) needs its own copy.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      HydrateFallback: AppStartFallback,
      ErrorBoundary: RouteError,
      children: [
        {
          id: 'public',
          lazy: lazyComponent(() => import('./layouts/public-layout')),
          children: [
            { index: true, lazy: lazyComponent(() => import('./routes/public/landing')) },
            {
              path: paths.journeys.path,
              lazy: lazyComponent(() => import('./routes/public/journeys')),
            },
            {
              path: paths.howItWorks.path,
              lazy: lazyComponent(() => import('./routes/public/how-it-works')),
            },
            {
              path: paths.security.path,
              lazy: lazyComponent(() => import('./routes/public/security')),
            },
            { path: paths.faq.path, lazy: lazyComponent(() => import('./routes/public/faq')) },
            {
              path: paths.forBusiness.path,
              lazy: lazyComponent(() => import('./routes/public/for-business')),
            },
            { path: paths.about.path, lazy: lazyComponent(() => import('./routes/public/about')) },
            {
              path: paths.auth.login.path,
              lazy: lazyComponent(() => import('./routes/public/login')),
            },
            {
              path: paths.auth.signup.path,
              lazy: lazyComponent(() => import('./routes/public/signup')),
            },
            {
              path: paths.auth.forgotPassword.path,
              lazy: lazyComponent(() => import('./routes/public/forgot-password')),
            },
            {
              path: paths.auth.resetPassword.path,
              lazy: lazyComponent(() => import('./routes/public/reset-password')),
            },
            {
              path: paths.movingHome.path,
              lazy: lazyComponent(() => import('./routes/public/moving-home')),
            },
            {
              path: paths.documentLink.path,
              lazy: lazyComponent(() => import('./routes/public/document-link')),
            },
            {
              path: paths.termsOfService.path,
              lazy: lazyComponent(() => import('./routes/public/terms-of-service')),
            },
            {
              path: paths.auth.oauthCallback.path,
              lazy: lazyComponent(() => import('./routes/public/oauth-callback')),
            },
            {
              path: paths.invitation.path,
              lazy: lazyComponent(() => import('./routes/public/invitation')),
            },
            {
              path: paths.safeGuidance.path,
              lazy: lazyComponent(() => import('./routes/public/moving-safely')),
            },
            { path: '*', lazy: lazyComponent(() => import('./routes/not-found')) },
          ],
        },
        {
          // Visitors see the policy in the public layout, signed-in users Privacy & Security.
          path: paths.privacy.path,
          lazy: lazyComponent(() => import('./routes/public/privacy')),
          children: [
            { index: true, lazy: lazyComponent(() => import('./routes/public/privacy-policy')) },
          ],
        },
        {
          id: 'protected',
          element: (
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          ),
          children: [
            {
              id: 'app',
              lazy: lazyComponent(() => import('./layouts/app-layout')),
              children: [
                {
                  path: paths.app.dashboard.path,
                  lazy: lazyComponent(() => import('./routes/app/dashboard')),
                },
                {
                  path: paths.app.footprints.path,
                  lazy: lazyComponent(() => import('./routes/app/footprints')),
                },
                {
                  path: paths.app.journeys.path,
                  lazy: lazyComponent(() => import('./routes/app/my-journeys')),
                },
                {
                  path: paths.app.journey.path,
                  lazy: lazyComponent(() => import('./routes/app/journey-details')),
                },
                {
                  path: paths.app.journeyReview.path,
                  lazy: lazyComponent(() => import('./routes/app/journey-review')),
                },

                {
                  path: paths.app.help.path,
                  lazy: lazyComponent(() => import('./routes/app/help')),
                },
              ],
            },
            {
              id: 'standalone',
              lazy: lazyComponent(() => import('./layouts/standalone-layout')),
              children: [
                {
                  path: paths.app.profile.path,
                  lazy: lazyComponent(() => import('./routes/app/profile')),
                },
                {
                  path: paths.app.onboarding.path,
                  lazy: lazyComponent(() => import('./routes/app/onboarding')),
                },
                {
                  path: paths.app.movingHomeStart.path,
                  lazy: lazyComponent(() => import('./routes/app/moving-home-start')),
                },
                {
                  // Without the app shell, so it prints as a document.
                  path: paths.app.journeyProof.path,
                  lazy: lazyComponent(() => import('./routes/app/journey-proof')),
                },
              ],
            },
            {
              // The business portal: its own shell; the pages work on the chosen organisation.
              id: 'business',
              path: businessPaths.home.path,
              lazy: lazyComponent(() => import('./layouts/business-layout')),
              children: [
                {
                  index: true,
                  lazy: lazyComponent(() => import('./routes/business/business-home')),
                },
                {
                  path: businessPaths.requests.path,
                  lazy: lazyComponent(() => import('./routes/business/business-requests')),
                },
                {
                  path: businessPaths.integration.path,
                  lazy: lazyComponent(() => import('./routes/business/business-integration')),
                },
                {
                  path: businessPaths.team.path,
                  lazy: lazyComponent(() => import('./routes/business/business-team')),
                },
                {
                  path: businessPaths.billing.path,
                  lazy: lazyComponent(() => import('./routes/business/business-billing')),
                },
                {
                  path: businessPaths.invitation.path,
                  lazy: lazyComponent(() => import('./routes/business/business-invitation')),
                },
              ],
            },
            {
              id: 'admin',
              path: paths.admin.dashboard.path,
              element: (
                <RequireAdmin>
                  <Outlet />
                </RequireAdmin>
              ),
              children: [
                {
                  lazy: lazyComponent(() => import('./layouts/admin-layout')),
                  children: [
                    {
                      index: true,
                      lazy: lazyComponent(() => import('./routes/admin/admin-dashboard')),
                    },
                    {
                      path: paths.admin.users.path,
                      lazy: lazyComponent(() => import('./routes/admin/admin-users')),
                    },
                    {
                      path: paths.admin.journeys.path,
                      lazy: lazyComponent(() => import('./routes/admin/admin-journeys')),
                    },
                    {
                      path: paths.admin.brands.path,
                      lazy: lazyComponent(() => import('./routes/admin/admin-brands')),
                    },
                    {
                      path: paths.admin.integrationBuilder.path,
                      lazy: lazyComponent(() => import('./routes/admin/admin-integration-builder')),
                    },
                    {
                      path: paths.admin.auditLogs.path,
                      lazy: lazyComponent(() => import('./routes/admin/admin-audit-logs')),
                    },
                    {
                      path: paths.admin.errorLogs.path,
                      lazy: lazyComponent(() => import('./routes/admin/admin-error-logs')),
                    },
                    {
                      path: paths.admin.security.path,
                      lazy: lazyComponent(() => import('./routes/admin/admin-security')),
                    },
                    {
                      path: paths.admin.settings.path,
                      lazy: lazyComponent(() => import('./routes/admin/admin-settings')),
                    },
                    {
                      path: paths.admin.feedback.path,
                      lazy: lazyComponent(() => import('./routes/admin/admin-feedback')),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
