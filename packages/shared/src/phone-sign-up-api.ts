import { z } from 'zod';
import { nameSchema } from './account-api';

/**
 * POST /api/sign-up/phone: the spec's sign-up with a phone and a password (S5 "email or phone
 * plus a password"). A code goes to the phone by SMS; confirming it with POST
 * /api/auth/phone-number/verify creates the account with this password and these names.
 */
export const phoneSignUpSchema = z.object({
  phoneNumber: z
    .string({ error: 'Enter your mobile number.' })
    .trim()
    .min(1, 'Enter your mobile number.')
    .max(32, 'Enter a valid mobile number.'),
  password: z.string({ error: 'Enter a password.' }).min(1, 'Enter a password.').max(256),
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
});
export type PhoneSignUpInput = z.infer<typeof phoneSignUpSchema>;

export const phoneSignUpSentSchema = z.object({
  /** The number the code went to, in E.164, for the verify call ("+61412345678"). */
  phoneNumber: z.string(),
  /** Partly hidden, for the screen: "•••• 678". */
  sentTo: z.string(),
});
export type PhoneSignUpSent = z.infer<typeof phoneSignUpSentSchema>;
