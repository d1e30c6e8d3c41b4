import { BAN_REASON_MAX_LENGTH, type AdminUser } from '@updately/shared/admin-users-api';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { useBanUser } from '../api/user-actions';

/** "2026-03-14" for the date input, in the admin's time zone. */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type UserBanDialogProps = {
  user: AdminUser;
  withStepUp: <T>(action: () => Promise<T>) => Promise<T>;
};

/**
 * Bans with a reason and, optionally, an end date (the ban ends as that day ends, in the admin's
 * time zone). The dialog is the confirmation: it says what happens.
 */
export function UserBanDialog({ user, withStepUp }: UserBanDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ban = useBanUser();
  // The first day a ban may end on, as of when the dialog appeared.
  const [tomorrow] = useState(() => localDate(new Date(Date.now() + 24 * 60 * 60 * 1000)));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setUntil('');
      setError(undefined);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let expiresAt: string | undefined;
    if (until) {
      const end = new Date(`${until}T23:59:59.999`);
      if (Number.isNaN(end.getTime()) || until < tomorrow) {
        setError('Choose a day after today, or leave it empty.');
        document.getElementById(`${id}-until`)?.focus();
        return;
      }
      expiresAt = end.toISOString();
    }
    setError(undefined);
    void withStepUp(() =>
      ban.mutateAsync({ id: user.id, reason: reason.trim() || undefined, expiresAt }),
    ).then(
      () => {
        toast.success('User banned', {
          description: `${user.email} is signed out everywhere and can’t sign in.`,
        });
        onOpenChange(false);
      },
      (failure: Error) => toast.error('Could not ban the user', { description: failure.message }),
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button" variant="destructive" size="sm">
          Ban user
        </Button>
      }
      title={`Ban ${user.name}?`}
      description={`${user.email} is signed out on every device at once, and can’t sign in until the ban ends or you lift it.`}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <Field
          id={`${id}-reason`}
          label="Reason"
          description="Kept in the audit log; the user sees that their account is suspended."
          render={(control) => (
            <Textarea
              {...control}
              maxLength={BAN_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        />
        <Field
          id={`${id}-until`}
          label="Ban ends on (optional)"
          description="Empty: until you lift it."
          type="date"
          min={tomorrow}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={error}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={ban.isPending}>
            {ban.isPending ? 'Banning…' : 'Ban user'}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
