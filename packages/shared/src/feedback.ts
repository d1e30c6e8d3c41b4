export const FEEDBACK_TYPES = ['suggestion', 'bug', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
