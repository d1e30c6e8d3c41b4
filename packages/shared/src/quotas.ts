/**
 * Per-user limits on what an account can create (L5: unrestricted resource consumption). Far
 * above what a person needs (the heavy demo user has 2,000 footprints and 50 journeys); they stop
 * scripts from filling the database through one account.
 */
export const QUOTAS = {
  footprints: 5_000,
  journeys: 500,
  feedbackPerDay: 20,
  consentChangesPerDay: 50,
  /** Onboarding entries kept (oldest dropped); the latest decides auto-link. */
  onboardingHistory: 50,
  /** Open realtime streams (tabs) per user. */
  realtimeStreams: 20,
} as const;

export const QUOTA_MESSAGES = {
  footprints: `You can keep up to ${QUOTAS.footprints.toLocaleString('en-AU')} companies. Remove some you no longer use to add more.`,
  journeys: `You can have up to ${QUOTAS.journeys} journeys. Delete an old one to start another.`,
  feedbackPerDay: `You can send up to ${QUOTAS.feedbackPerDay} messages a day. Please try again tomorrow.`,
  consentChangesPerDay: 'Too many consent changes today. Please try again tomorrow.',
  realtimeStreams: 'Too many open tabs for live updates. Close some tabs and reload.',
} as const;
