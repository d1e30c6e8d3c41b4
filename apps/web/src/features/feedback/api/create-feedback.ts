import { useMutation } from '@tanstack/react-query';
import type { CreateFeedbackInput, Feedback } from '@updately/shared/feedback-api';

import { api } from '../../../lib/api-client';

/** POST /api/feedback. Nothing the signed-in user sees lists feedback, so nothing to refresh. */
export function createFeedback(input: CreateFeedbackInput) {
  return api.post<Feedback>('/api/feedback', input);
}

export function useCreateFeedback() {
  return useMutation({ mutationFn: createFeedback });
}
