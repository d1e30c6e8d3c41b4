import { AVATAR_TYPES } from '@updately/shared/account-api';
import { MESSAGES } from '@updately/shared/messages';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';

import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SectionCard } from '../../../components/ui/section-card';
import { useMe } from '../../../lib/session';
import { userInitials } from '../../../lib/user-display';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_RULES, avatarFileProblem } from '../utils/avatar-file';

export function AvatarSection() {
  const id = useId();
  const me = useMe().data;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploadAvatar = useUploadAvatar();
  const removeAvatar = useRemoveAvatar();
  const avatarUrl = me?.profile?.avatar_url ?? null;
  const busy = uploadAvatar.isPending || removeAvatar.isPending;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reason = avatarFileProblem(file);
    setProblem(reason);
    if (reason) {
      event.target.value = '';
      return;
    }
    uploadAvatar.mutate(file, {
      onSuccess: () => toast.success('Profile picture updated'),
      onError: (error) => {
        setProblem(error.message);
        toast.error(MESSAGES.updateFailed, { description: error.message });
      },
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  const onRemove = () =>
    removeAvatar.mutate(undefined, {
      onSuccess: () => toast.success('Profile picture removed'),
      onError: (error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
    });

  return (
    <SectionCard title="Profile picture" description="Shown to you and to our administrators only.">
      <div className="flex flex-wrap items-center gap-6">
        <Avatar className="size-20" aria-hidden="true">
          {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
          <AvatarFallback className="text-2xl">{userInitials(me)}</AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor={`${id}-file`}>Upload a new picture</Label>
          <Input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            disabled={busy}
            onChange={onChange}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-rules${problem ? ` ${id}-problem` : ''}`}
          />
          <p id={`${id}-rules`} className="text-sm text-muted-foreground">
            {AVATAR_RULES}
          </p>
          {problem ? (
            <p id={`${id}-problem`} className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          {uploadAvatar.isPending ? (
            <p role="status" className="text-sm">
              Uploading…
            </p>
          ) : null}
        </div>
        {avatarUrl ? (
          <Button type="button" variant="outline" disabled={busy} onClick={onRemove}>
            {removeAvatar.isPending ? 'Removing…' : 'Remove picture'}
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
}
