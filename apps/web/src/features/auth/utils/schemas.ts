import { EMAIL_MAX_LENGTH } from '@updately/shared/constants';
import { z } from 'zod';

import { looksLikePhoneNumber, readSignInIdentifier } from './sign-in-identifier';

/** NIST SP 800-63B-4: a length floor, no composition rules; the server checks the rest. */
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_RECOMMENDED_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_GUIDANCE = `At least ${PASSWORD_MIN_LENGTH} characters, ${PASSWORD_RECOMMENDED_LENGTH} or more recommended. A few unrelated words make a strong, memorable password.`;

const NAME_MAX_LENGTH = 100;

const emailField = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(EMAIL_MAX_LENGTH, `Use at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

const nameField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`);

export const signUpSchema = z.object({
  firstName: nameField('first name'),
  lastName: nameField('last name'),
  email: emailField,
  password: newPasswordField,
});
export type SignUpValues = z.infer<typeof signUpSchema>;

/** `email` holds an email address, or a mobile number where phones are accepted. */
export function passwordSignInSchema({ phoneAllowed }: { phoneAllowed: boolean }) {
  return z.object({
    email: z.string().superRefine((value, ctx) => {
      const read = readSignInIdentifier(value, { phoneAllowed });
      if ('error' in read) ctx.addIssue({ code: 'custom', message: read.error });
    }),
    password: z.string().min(1, 'Enter your password.'),
  });
}
export type PasswordSignInValues = z.infer<ReturnType<typeof passwordSignInSchema>>;

/** Sign-up with a mobile number and a password (SPEC.md section 5: email or phone). */
export const phoneSignUpFormSchema = z.object({
  firstName: nameField('first name'),
  lastName: nameField('last name'),
  phoneNumber: z
    .string()
    .trim()
    .min(1, 'Enter your mobile number.')
    .refine(looksLikePhoneNumber, 'Enter a valid mobile number, like 0412 345 678.'),
  password: newPasswordField,
});
export type PhoneSignUpValues = z.infer<typeof phoneSignUpFormSchema>;

/** Either may be empty here; which one is used (or the spec's message) is decided on submit. */
export const otpRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, `Use at most ${EMAIL_MAX_LENGTH} characters.`)
    .refine((v) => v === '' || z.email().safeParse(v).success, {
      message: 'Enter a valid email address, like name@example.com.',
    }),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+[1-9]\d{6,14}$/.test(v.replace(/[\s().-]/g, '')), {
      message: 'Enter the number with its country code, like +61 412 345 678.',
    }),
});
export type OtpRequestValues = z.infer<typeof otpRequestSchema>;

export const oneTimeCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.')),
});
export type OneTimeCodeValues = z.input<typeof oneTimeCodeSchema>;

export const backupCodeSchema = z.object({
  code: z.string().trim().min(1, 'Enter one of your backup codes.'),
});

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'Enter the new password again.'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same.',
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
