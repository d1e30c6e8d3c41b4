import { zodResolver } from '@hookform/resolvers/zod';
import {
  NAME_MAX_LENGTH,
  updateProfileSchema,
  type AccountProfile,
  type UpdateProfileInput,
} from '@updately/shared/account-api';
import { MESSAGES } from '@updately/shared/messages';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useMe } from '../../../lib/session';
import { useAccountProfile } from '../api/get-account-profile';
import { useUpdateProfile } from '../api/update-profile';

export function NameSection() {
  const profile = useAccountProfile();
  return (
    <SectionCard
      title="Your name"
      description="How we address you, and the name your journeys use."
    >
      {profile.isPending ? (
        <SectionLoading label="Loading your profile" />
      ) : profile.isError ? (
        <SectionError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <NameForm profile={profile.data} />
      )}
    </SectionCard>
  );
}

function NameForm({ profile }: { profile: AccountProfile }) {
  const me = useMe().data;
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { first_name: profile.first_name ?? '', last_name: profile.last_name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: UpdateProfileInput) => {
    if (!me?.user) {
      toast.error(MESSAGES.noUserLoggedIn);
      return;
    }
    try {
      const updated = await updateProfile.mutateAsync(values);
      toast.success(MESSAGES.profileUpdated.title, {
        description: MESSAGES.profileUpdated.description,
      });
      form.reset({ first_name: updated.first_name ?? '', last_name: updated.last_name ?? '' });
    } catch (error) {
      toast.error(MESSAGES.updateFailed, { description: (error as Error).message });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="profile-first-name"
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <Field
          id="profile-last-name"
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save name'}
        </Button>
      </div>
    </form>
  );
}
