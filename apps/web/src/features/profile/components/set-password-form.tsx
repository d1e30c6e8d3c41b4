import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@updately/shared/messages';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '../../../components/ui/button';
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { useSetPassword } from '../api/set-password';
import { NewPasswordFields, withMatchingPasswords } from './new-password-fields';

const setPasswordFormSchema = withMatchingPasswords({});
type SetPasswordValues = z.infer<typeof setPasswordFormSchema>;

/**
 * A first password for an account that signs in with codes or Google (or whose sign-up password
 * was removed because someone else chose it). Confirming it's you comes first when the session
 * is older than 10 minutes.
 */
export function SetPasswordForm() {
  const setPassword = useSetPassword();
  const { withStepUp, stepUpDialog } = useStepUp();
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ newPassword }: SetPasswordValues) => {
    try {
      await withStepUp(() => setPassword.mutateAsync({ newPassword }));
      toast.success('Password set', {
        description: 'You can now also sign in with your email and this password.',
      });
      form.reset();
    } catch (error) {
      const message = (error as Error).message;
      toast.error(MESSAGES.updateFailed, { description: message });
      form.setError('newPassword', { message }, { shouldFocus: true });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        You sign in without a password. Set one to sign in with your email and password as well.
      </p>
      <NewPasswordFields
        idPrefix="profile-set"
        register={form.register}
        errors={{
          newPassword: errors.newPassword?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Setting…' : 'Set password'}
        </Button>
      </div>
      {stepUpDialog}
    </form>
  );
}
