import { AppError } from '../../lib/errors';

/** Refuses a creation that would take the user past `max` (403 QUOTA_EXCEEDED, L5). */
export function assertWithinQuota(current: number, adding: number, max: number, message: string) {
  if (current + adding > max) throw new AppError('QUOTA_EXCEEDED', message);
}
