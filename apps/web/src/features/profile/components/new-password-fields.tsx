import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';

import { Field } from '../../../components/ui/field';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 256;

type NewPasswordValues = FieldValues & { newPassword: string; confirmPassword: string };
const matches = (v: NewPasswordValues) => v.newPassword === v.confirmPassword;

/** A form's own fields plus a new password typed twice, which must match. */
export function withMatchingPasswords<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({
      ...shape,
      newPassword: z
        .string()
        .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
        .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
      confirmPassword: z.string(),
    })
    .refine((v) => matches(v as NewPasswordValues), {
      path: ['confirmPassword'],
      message: 'The two new passwords are not the same.',
    });
}

/** "New password" and "Confirm new password", side by side. */
export function NewPasswordFields<T extends NewPasswordValues>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: { newPassword?: string; confirmPassword?: string };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        id={`${idPrefix}-new-password`}
        label="New password"
        type="password"
        autoComplete="new-password"
        description="At least 8 characters; a few unrelated words make a strong one."
        error={errors.newPassword}
        {...register('newPassword' as Path<T>)}
      />
      <Field
        id={`${idPrefix}-confirm-password`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...register('confirmPassword' as Path<T>)}
      />
    </div>
  );
}
