import { SAFE_GUIDANCE_PATH } from '@updately/shared/safe-mode';

/**
 * The one route registry: `path` is the router pattern, `getHref()` builds a link to it.
 * Components link through this object instead of writing URLs by hand.
 */
function route(path: string) {
  return { path, getHref: () => path } as const;
}

export const paths = {
  home: route('/'),
  journeys: route('/journeys'),
  howItWorks: route('/how-it-works'),
  security: route('/security'),
  faq: route('/faq'),
  forBusiness: route('/for-business'),
  about: route('/about'),
  movingHome: route('/moving-home'),
  /** A company's page for the documents of one request (the signed link in its email). */
  documentLink: {
    path: '/documents/:token',
    getHref: (token: string) => `/documents/${encodeURIComponent(token)}`,
  },
  termsOfService: route('/terms_of_service'),
  /** A journey invitation's link (the token is the key; sign in or sign up, then accept). */
  invitation: {
    path: '/invitations/:token',
    getHref: (token: string) => `/invitations/${encodeURIComponent(token)}`,
  },
  privacy: route('/privacy'),
  /** Safe mode's guidance (issue 27): public, so it can be read before signing up. */
  safeGuidance: route(SAFE_GUIDANCE_PATH),

  auth: {
    login: {
      path: '/login',
      /** `redirectTo` is the page to return to after signing in. */
      getHref: (redirectTo?: string | null) =>
        redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
    },
    signup: {
      path: '/signup',
      /** `next` is where the confirmation link (or Google) brings the new account. */
      getHref: (next?: string | null) =>
        next ? `/signup?next=${encodeURIComponent(next)}` : '/signup',
    },
    forgotPassword: route('/forgot-password'),
    resetPassword: route('/reset-password'),
    oauthCallback: route('/oauth-callback'),
  },

  app: {
    dashboard: route('/dashboard'),
    footprints: route('/footprints'),
    journeys: route('/app/journeys'),
    /** My Journeys with the start-journey dialog open, `type` (e.g. moving_house) chosen. */
    startJourney: {
      getHref: (type?: string) => `/app/journeys?start=${type ? encodeURIComponent(type) : ''}`,
    },
    journey: {
      path: '/journeys/:id',
      getHref: (id: string) => `/journeys/${encodeURIComponent(id)}`,
    },
    /** "Review and send": what each company of the journey will be told, approved at once. */
    journeyReview: {
      path: '/journeys/:id/review',
      getHref: (id: string) => `/journeys/${encodeURIComponent(id)}/review`,
    },
    /** The printable proof of update of a journey. */
    journeyProof: {
      path: '/journeys/:id/proof',
      getHref: (id: string) => `/journeys/${encodeURIComponent(id)}/proof`,
    },
    profile: route('/profile'),
    /** The profile's two-factor section (admins are sent there to turn it on). */
    twoFactor: { getHref: () => '/profile#two-factor' },
    help: route('/help'),
    /** Beyond the spec's routes: the guided set-up of footprints and of a Moving Home journey. */
    onboarding: route('/onboarding'),
    movingHomeStart: route('/moving-home/start'),
  },

  admin: {
    dashboard: route('/admin'),
    users: route('/admin/users'),
    journeys: route('/admin/journeys'),
    brands: route('/admin/brands'),
    integrationBuilder: route('/admin/integration-builder'),
    auditLogs: route('/admin/audit-logs'),
    errorLogs: route('/admin/error-logs'),
    security: route('/admin/security'),
    settings: route('/admin/settings'),
    feedback: route('/admin/feedback'),
  },
} as const;
