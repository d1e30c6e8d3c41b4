import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@updately/shared/messages';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiClientError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useLinkedAccounts } from '../api/list-linked-accounts';
import { NewPasswordFields, withMatchingPasswords } from './new-password-fields';
import { SetPasswordForm } from './set-password-form';

const passwordFormSchema = withMatchingPasswords({
  currentPassword: z.string().min(1, 'Enter your current password.'),
  revokeOtherSessions: z.boolean(),
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
      {hasPassword ? <PasswordForm /> : <SetPasswordForm />}
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
      <NewPasswordFields
        idPrefix="profile"
        register={form.register}
        errors={{
          newPassword: errors.newPassword?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
      />
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
