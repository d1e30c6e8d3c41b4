import { z } from 'zod';

/** GET /api/config: the only settings the browser sees (STYLE.md rule 9). */
export const publicConfigSchema = z.object({
  appName: z.string(),
  appUrl: z.string(),
  legalName: z.string(),
  abn: z.string(),
  turnstileSiteKey: z.string(),
  googleEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  ssoProviderId: z.string().nullable(),
  posthog: z.object({ key: z.string(), host: z.string() }).nullable(),
  devMailbox: z.boolean(),
  /** Where "Leave quickly" goes (safe mode, issue 27). */
  safeExitUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
