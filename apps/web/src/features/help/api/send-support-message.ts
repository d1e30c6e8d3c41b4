import { useMutation } from '@tanstack/react-query';
import type { Feedback } from '@updately/shared/feedback-api';

import { api } from '../../../lib/api-client';

/**
 * The help page's contact form reaches the admins as feedback of type 'other', with the page it
 * was sent from (POST /api/feedback). Nothing the user sees lists it, so nothing to refresh.
 */
export function sendSupportMessage({
  content,
  pageLocation,
}: {
  content: string;
  pageLocation: string;
}) {
  return api.post<Feedback>('/api/feedback', { feedbackType: 'other', content, pageLocation });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
