import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@updately/shared/messages';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiClientError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useChangePassword } from '../api/change-password';
import { useLinkedAccounts } from '../api/list-linked-accounts';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 256;

const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords are not the same.',
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const EMPTY: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeOtherSessions: true,
};

export function PasswordSection() {
  const accounts = useLinkedAccounts();
  const hasPassword = accounts.data?.some((a) => a.providerId === 'credential') ?? true;
  return (
    <SectionCard title="Password" description="Change the password you sign in with.">
      {hasPassword ? (
        <PasswordForm />
      ) : (
        <p className="text-sm text-muted-foreground">
          You sign in without a password. To add one, ask for a{' '}
          <Link
            to={paths.auth.forgotPassword.getHref()}
            className="font-medium text-primary underline underline-offset-4"
          >
            password reset link
          </Link>
          .
        </p>
      )}
    </SectionCard>
  );
}

function PasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ confirmPassword: _confirm, ...input }: PasswordFormValues) => {
    try {
      await changePassword.mutateAsync(input);
      toast.success('Password changed', {
        description: input.revokeOtherSessions
          ? 'Your other devices have been signed out.'
          : 'Use your new password next time you sign in.',
      });
      form.reset(EMPTY);
    } catch (error) {
      const message = (error as Error).message;
      toast.error(MESSAGES.updateFailed, { description: message });
      const code = error instanceof ApiClientError ? error.code : '';
      if (code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message }, { shouldFocus: true });
      } else if (code === 'WEAK_PASSWORD' || code === 'PASSWORD_TOO_SHORT') {
        form.setError('newPassword', { message }, { shouldFocus: true });
      }
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <Field
        id="profile-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="profile-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters; a few unrelated words make a strong one."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <Field
          id="profile-confirm-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id="profile-revoke-sessions"
          type="checkbox"
          className="size-4 accent-primary"
          {...form.register('revokeOtherSessions')}
        />
        <label htmlFor="profile-revoke-sessions" className="text-sm">
          Sign out of my other devices
        </label>
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
