/** Business constants from SPEC.md section 9. */
export const PROFILE_CHECK_INTERVAL_MS = 2 * 60 * 1000;
export const SIGNUP_DUPLICATE_WINDOW_MS = 60 * 1000;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const CONSENT_VERSION = '1.0';
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const AUTO_LINK_WINDOW_MS = 2 * 60 * 1000;
export const GENERAL_ONBOARDING_RECENT_MS = 7 * 24 * 60 * 60 * 1000;
export const EMAIL_MAX_LENGTH = 254;
export const TOAST_DURATION_MS = 4000;
export const ANALYTICS_SESSION_IDLE_S = 1800;
export const DEFAULT_LOCATION = {
  country: 'Australia',
  countryCode: 'AU',
  city: 'Sydney',
  state: null,
} as const;
