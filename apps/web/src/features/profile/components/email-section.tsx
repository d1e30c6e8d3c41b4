import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX_LENGTH } from '@updately/shared/constants';
import { MESSAGES } from '@updately/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { useMe } from '../../../lib/session';
import { useChangeEmail } from '../api/change-email';

const emailFormSchema = z.object({
  newEmail: z
    .string()
    .trim()
    .min(1, 'Enter your new email address.')
    .max(EMAIL_MAX_LENGTH, `Use at most ${EMAIL_MAX_LENGTH} characters.`)
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
});
type EmailFormValues = z.infer<typeof emailFormSchema>;

/**
 * Email change: a confirmation link goes to the new address, which applies the change. A session
 * older than 10 minutes is asked to confirm it's you first (SESSION_NOT_FRESH), then it goes on.
 */
export function EmailSection() {
  const user = useMe().data?.user;
  const changeEmail = useChangeEmail();
  const { withStepUp, stepUpDialog } = useStepUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { newEmail: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: EmailFormValues) => {
    if (!user) {
      toast.error(MESSAGES.noUserLoggedIn);
      return;
    }
    if (values.newEmail.toLowerCase() === user.email.toLowerCase()) {
      form.setError('newEmail', { message: 'This is already your email address.' });
      return;
    }
    try {
      await withStepUp(() => changeEmail.mutateAsync(values));
      setSentTo(values.newEmail);
      form.reset();
    } catch (error) {
      const message = (error as Error).message;
      toast.error(MESSAGES.updateFailed, { description: message });
      form.setError('newEmail', { message }, { shouldFocus: true });
    }
  };

  return (
    <SectionCard
      title="Email address"
      description="Where we send sign-in links and updates about your journeys."
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium break-all">{user?.email}</span>
        {user ? (
          <Badge variant={user.emailVerified ? 'default' : 'secondary'}>
            {user.emailVerified ? 'Verified' : 'Not verified'}
          </Badge>
        ) : null}
      </p>
      {sentTo ? (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
          We sent a confirmation link to <strong className="break-all">{sentTo}</strong>. Your email
          address changes when you open it.
        </p>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
        <Field
          id="profile-new-email"
          label="New email address"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.newEmail?.message}
          className="sm:max-w-md"
          {...form.register('newEmail')}
        />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send confirmation link'}
          </Button>
        </div>
      </form>
      {stepUpDialog}
    </SectionCard>
  );
}
