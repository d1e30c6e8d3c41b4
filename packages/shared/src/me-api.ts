import { z } from 'zod';

export const meUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
});

export const meProfileSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  auth_provider: z.string(),
  data_processing_consent: z.boolean(),
  marketing_consent: z.boolean(),
  avatar_url: z.string().nullable(),
  onboarding_history: z.array(z.object({ type: z.string(), completed_at: z.string() })),
  onboarding_completed_at: z.string().nullable(),
  location: z
    .object({
      country: z.string(),
      countryCode: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      ip: z.string().nullable(),
    })
    .nullable(),
});

/** GET /api/me: who is signed in, their profile and admin flag; all null/false when signed out. */
export const meSchema = z.object({
  user: meUserSchema.nullable(),
  profile: meProfileSchema.nullable(),
  isAdmin: z.boolean(),
  /** A member of a business organisation: the sidebar shows the business portal. */
  isBusinessMember: z.boolean(),
  /** One of the caller's own journeys is in safe mode: every page offers "Leave quickly". */
  safe_mode: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
