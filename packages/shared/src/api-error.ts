import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'TURNSTILE_FAILED',
  'BUBBLE_ERROR',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'REAUTHENTICATION_REQUIRED',
  'MFA_REQUIRED',
  'INVALID_CODE',
  'PAYLOAD_TOO_LARGE',
  'QUOTA_EXCEEDED',
  'IDEMPOTENCY_KEY_REUSED',
  'GONE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
