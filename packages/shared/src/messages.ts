/** User-facing text quoted by SPEC.md section 8, word for word. Titles and descriptions are split
 * where the spec writes 'Title - Description'. */
export const MESSAGES = {
  signUpFailed: 'Sign up failed',
  accountExists: {
    title: 'Account already exists',
    description: 'This email is already registered. Please try signing in instead.',
  },
  signUpSuccess: 'Success! Check your email for the confirmation link.',
  signInFailed: 'Sign in failed',
  googleSignInFailed: 'Google sign in failed',
  updateFailed: 'Update failed',
  profileUpdated: {
    title: 'Profile updated',
    description: 'Your profile has been updated successfully.',
  },
  deletionFailed: 'Deletion failed',
  deletionFailedGeneric: 'Failed to delete account. Please try again.',
  accountDeletedByUser: {
    title: 'Account Deleted',
    description:
      'Your account has been successfully deleted. You have been logged out from all devices.',
  },
  accountDeleted: {
    title: 'Account Deleted',
    description: 'Your account has been deleted. You have been logged out.',
  },
  sessionInvalid: {
    title: 'Session Invalid',
    description: 'Your account is no longer active. You have been logged out.',
  },
  missingInformation: {
    title: 'Missing information',
    description: 'Please fill in all fields before submitting.',
  },
  feedbackSubmitted: {
    title: 'Feedback submitted',
    description: "Thank you for your feedback! We'll review it soon.",
  },
  feedbackFailed: {
    title: 'Submission failed',
    description: 'Failed to submit feedback. Please try again.',
  },
  noUserLoggedIn: 'No user logged in',
  /** The auth service's answer when a signed-in action finds no session (SPEC.md section 8). */
  authSessionMissing: 'Auth session missing!',
  journeyCreateFailed: 'Error creating journey',
  journeyCreated: {
    title: 'Journey started!',
    description: 'Your journey has been created successfully.',
  },
  piiFetchFailed: 'Failed to fetch PII fields',
  piiUpdateFailed: 'Failed to update PII fields',
  otpNeedsTarget: 'An OTP needs an email or phone',
  /** Admins without two-factor authentication (the admin API's MFA_REQUIRED, M6). */
  adminMfaRequired:
    'Administrators must use two-factor authentication. Turn it on in your Profile (Two-factor authentication), then come back to the admin area.',
  newsletter: {
    invalidEmail: 'Please enter a valid email address.',
    generic: 'Something went wrong. Please try again later.',
    turnstileFailed: 'Bot verification failed. Please try again.',
    rateLimited: 'Too many requests. Please try again in a few minutes.',
    bubbleError: 'Server issue. Please try again in a minute.',
    exception: 'Failed to submit. Please try again later.',
    success: "Thank you for subscribing! We'll keep you updated.",
  },
} as const;
